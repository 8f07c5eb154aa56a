//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The model of one page of the generated API batch (`GeneratedCorpus.apiBatch()`): the shape
/// of GitHub's events API, with snake_case keys spelled out in `CodingKeys`.
struct APIEvent: Codable, Equatable, Sendable {
  var id: String
  var type: String
  var actor: Actor
  var repo: Repository
  var payload: Payload
  var isPublic: Bool
  var createdAt: String

  enum CodingKeys: String, CodingKey {
    case id, type, actor, repo, payload
    case isPublic = "public"
    case createdAt = "created_at"
  }

  struct Actor: Codable, Equatable, Sendable {
    var id: Int
    var login: String
    var displayLogin: String
    var gravatarID: String
    var url: String
    var avatarURL: String

    enum CodingKeys: String, CodingKey {
      case id, login, url
      case displayLogin = "display_login"
      case gravatarID = "gravatar_id"
      case avatarURL = "avatar_url"
    }
  }

  struct Repository: Codable, Equatable, Sendable {
    var id: Int
    var name: String
    var url: String
  }

  struct Payload: Codable, Equatable, Sendable {
    var pushID: Int
    var size: Int
    var ref: String
    var head: String
    var commits: [Commit]

    enum CodingKeys: String, CodingKey {
      case size, ref, head, commits
      case pushID = "push_id"
    }
  }

  struct Commit: Codable, Equatable, Sendable {
    var sha: String
    var message: String
    var distinct: Bool
  }
}
