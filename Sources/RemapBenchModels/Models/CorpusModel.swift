//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The `Codable` model of one benchmark corpus, decoded and encoded by the decode and encode
/// rows and by the peak-memory probe.
package protocol CorpusModel: Codable, Equatable, Sendable {
  /// The corpus file's name without `.json`: `twitter`, `citm_catalog`, `canada`.
  static var corpus: String { get }

  /// A count that depends on the decoded contents, so the optimizer cannot drop the decode.
  var itemCount: Int { get }
}

/// The corpus models, by corpus name.
package enum CorpusModels {
  package static let all: [any CorpusModel.Type] = [
    TwitterResponse.self, CitmCatalog.self, FeatureCollection.self,
  ]

  /// The model of the corpus named `name` (the file name without `.json`), if there is one.
  package static func model(forCorpus name: String) -> (any CorpusModel.Type)? {
    all.first { $0.corpus == name }
  }
}

extension TwitterResponse: CorpusModel {
  package static var corpus: String { "twitter" }
  package var itemCount: Int { statuses.count }
}

extension CitmCatalog: CorpusModel {
  package static var corpus: String { "citm_catalog" }
  package var itemCount: Int { events.count + performances.count }
}

extension FeatureCollection: CorpusModel {
  package static var corpus: String { "canada" }
  package var itemCount: Int { features.reduce(0) { $0 + $1.geometry.coordinates.count } }
}
