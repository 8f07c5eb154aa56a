//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension JSON: Codable {
  /// Decodes any JSON value from a decoder.
  ///
  /// With decoders other than Remap's, an object's key order is the order the decoder
  /// reports, and numbers are read as the first of `Int64`, `UInt64` and `Double` that fits.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the value is none of JSON's kinds.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: AnyCodingKey.self) {
      var members: [(String, JSON)] = []
      for key in container.allKeys {
        members.append((key.stringValue, try container.decode(JSON.self, forKey: key)))
      }
      self = .object(Object(members))
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var elements: [JSON] = []
      // The count comes from another decoder, which may take it from its input unchecked:
      // reserve no more than a few pages, and let the array grow from there as it fills.
      if let count = container.count { elements.reserveCapacity(min(count, 4_096)) }
      while !container.isAtEnd {
        elements.append(try container.decode(JSON.self))
      }
      self = .array(elements)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .number(Number(value))
    } else if let value = try? container.decode(UInt64.self) {
      self = .number(Number(value))
    } else if let value = try? container.decode(Double.self), let number = Number(value) {
      self = .number(number)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a JSON value")
    }
  }

  /// Encodes the value to an encoder.
  ///
  /// Numbers are encoded as `Int64` or `UInt64` when they are integers that fit, as `Decimal`
  /// when they have more digits than a `Double` keeps, and as `Double` otherwise.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .number(let number):
      var container = encoder.singleValueContainer()
      switch number.storage {
      case .int(let value): try container.encode(value)
      case .uint(let value): try container.encode(value)
      case .decimal, .text:
        if let value = number.double, Number(value) == number {
          try container.encode(value)
        } else if let value = number.decimal {
          try container.encode(value)
        } else {
          throw EncodingError.invalidValue(
            number,
            EncodingError.Context(
              codingPath: encoder.codingPath,
              debugDescription: "the number \(number) is beyond Double and Decimal"))
        }
      }
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .object(let object):
      var container = encoder.container(keyedBy: AnyCodingKey.self)
      for (key, value) in object {
        try container.encode(value, forKey: AnyCodingKey(key))
      }
    }
  }
}

/// A coding key made from any string or integer.
struct AnyCodingKey: CodingKey, Hashable {
  var stringValue: String
  var intValue: Int?

  init(_ string: String) {
    stringValue = string
    intValue = nil
  }

  init(stringValue: String) {
    self.init(stringValue)
  }

  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}
