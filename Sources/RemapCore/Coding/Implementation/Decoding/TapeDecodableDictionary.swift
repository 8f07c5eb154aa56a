//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Dictionaries with `String` keys decode through ``TapeDecoder`` directly rather than
/// through the standard library's `Dictionary.init(from:)`, which lists the object's keys as
/// `CodingKey`s and then looks each one up again through a keyed container.
///
/// The result is the standard library's: every member, a repeated key once with its last
/// value, each value decoded (or recovered) at the member's path, and a value that is not an
/// object fails as `container(keyedBy:)` fails.
protocol TapeDecodableDictionary {
  static func decode(from decoder: TapeDecoder, node: Int) throws -> Self
}

extension Dictionary: TapeDecodableDictionary where Key == String, Value: Decodable {
  static func decode(from decoder: TapeDecoder, node: Int) throws -> [String: Value] {
    try decoder.decodeOwn(Self.self) {
      let source = decoder.core.source
      guard source.kind(of: node) == .object else {
        if decoder.emptyXMLElement(node, as: .object) != nil { return [:] }
        throw decoder.core.typeMismatch(expected: "an object", node: node, step: nil)
      }
      let count = source.count(of: node)
      var result = [String: Value](minimumCapacity: count)
      var member = source.firstMember(of: node)
      for ordinal in 0..<count {
        // A superseded key appears again later, with the value that counts.
        if !source.isSuperseded(member) {
          if decoder.core.matchedMembers != nil {
            decoder.core.matchedMembers?[node, default: []].insert(member)
          }
          let value: Value
          let valueNode = source.value(of: member)
          do {
            value = try decoder.decodeNested(Value.self, at: valueNode, step: .member(member))
          } catch {
            value = try decoder.failedNested(
              Value.self, error: error, node: valueNode, step: .member(member))
          }
          result[source.key(of: member)] = value
        }
        if ordinal + 1 < count { member = source.member(after: member) }
      }
      return result
    }
  }
}
