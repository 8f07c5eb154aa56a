//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The model of the generated XML records corpus (see `XMLCorpus.records()`).
struct XMLRecords: Decodable, Equatable {
  var record: [XMLRecord]
}

struct XMLRecord: Decodable, Equatable {
  var id: Int
  var kind: Kind
  var name: String
  var email: String
  var age: Int
  var balance: Double
  var active: Bool
  var tags: Tags
  var address: Address

  enum Kind: String, Decodable { case person, company, group }

  struct Tags: Decodable, Equatable {
    var tag: [String]
  }

  struct Address: Decodable, Equatable {
    var street: String
    var city: String
    var zip: Int
  }
}
