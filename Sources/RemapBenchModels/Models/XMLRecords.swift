//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapMacros

/// The model of the generated XML records corpus (see `XMLCorpus.records()`).
@Mappable
package struct XMLRecords: Equatable {
  package var record: [XMLRecord]

  package init(record: [XMLRecord]) {
    self.record = record
  }
}

@Mappable
package struct XMLRecord: Equatable {
  package var id: Int
  package var kind: Kind
  package var name: String
  package var email: String
  package var age: Int
  package var balance: Double
  package var active: Bool
  package var tags: Tags
  package var address: Address

  package init(
    id: Int, kind: Kind, name: String, email: String, age: Int, balance: Double, active: Bool,
    tags: Tags, address: Address
  ) {
    self.id = id
    self.kind = kind
    self.name = name
    self.email = email
    self.age = age
    self.balance = balance
    self.active = active
    self.tags = tags
    self.address = address
  }

  @Mappable
  package enum Kind: String { case person, company, group }

  @Mappable
  package struct Tags: Equatable {
    package var tag: [String]

    package init(tag: [String]) {
      self.tag = tag
    }
  }

  @Mappable
  package struct Address: Equatable {
    package var street: String
    package var city: String
    package var zip: Int

    package init(street: String, city: String, zip: Int) {
      self.street = street
      self.city = city
      self.zip = zip
    }
  }
}
