//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap

/// Holds a value on the heap, so that a struct can contain a value of its own type (a
/// status's retweeted status).
///
/// It is transparent to coding: it decodes and encodes exactly as the value it holds, from
/// the same decoder and to the same encoder, with no container of its own.
package final class Indirect<Wrapped: Codable & Equatable & Sendable>: Codable, Equatable, Sendable
{
  package let value: Wrapped

  package init(_ value: Wrapped) { self.value = value }

  package init(from decoder: any Decoder) throws { value = try Wrapped(from: decoder) }

  package func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }

  package static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.value == rhs.value }
}

extension Indirect: Mappable where Wrapped: Mappable {
  package convenience init(_$from value: inout ValueReader) throws {
    self.init(try Wrapped(_$from: &value))
  }

  package func _$encode(to value: inout ValueWriter) throws { try self.value._$encode(to: &value) }
}
