//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if Vapor && Hummingbird
  import RemapBenchModels

  /// What the endpoint answers: a few counts that need the whole decoded body.
  struct TwitterSummary: Codable, Sendable, Equatable {
    var statuses: Int
    var users: Int
    var retweets: Int
    var hashtags: Int

    init(_ response: TwitterResponse) {
      statuses = response.statuses.count
      users = Set(response.statuses.map(\.user.id)).count
      retweets = response.statuses.filter { $0.retweetedStatus != nil }.count
      hashtags = response.statuses.reduce(0) { $0 + $1.entities.hashtags.count }
    }
  }

  /// The web framework a server runs on.
  enum Framework: String, CaseIterable, Sendable {
    case vapor = "Vapor"
    case hummingbird = "Hummingbird"
  }

  /// The app's coder: what decodes the request and encodes the response.
  enum Coder: String, CaseIterable, Sendable {
    case foundation = "JSONDecoder"
    case remap = "Remap"
  }
#endif
