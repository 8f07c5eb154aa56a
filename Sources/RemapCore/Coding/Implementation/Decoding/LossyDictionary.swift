//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Dictionaries with string keys, which ``TapeDecoder`` reads itself under
/// `lossyCollections`, dropping each value that fails as it drops array elements.
protocol LossyDecodableDictionary {
  static func decodeLossily(from decoder: TapeDecoder, node: Int) throws -> Self
}

extension Dictionary: LossyDecodableDictionary where Key == String, Value: Decodable {
  static func decodeLossily(from decoder: TapeDecoder, node: Int) throws -> Self {
    let source = decoder.core.source
    guard source.kind(of: node) == .object else {
      // Null, or another kind: the general path explains it.
      return try decoder.withNode(node, step: nil) { try Self(from: decoder) }
    }
    let count = source.count(of: node)
    var result: [String: Value] = [:]
    result.reserveCapacity(count)
    var member = source.firstMember(of: node)
    for ordinal in 0..<count {
      // A superseded key appears again later, where its last value is read.
      if !source.isSuperseded(member) {
        let key = source.key(of: member)
        let value = source.value(of: member)
        let read = try decoder.droppingOnError(
          at: value, step: .member(member), name: "the value for \"\(key)\""
        ) { try decoder.decodeNested(Value.self, at: value, step: .member(member)) }
        if let read { result[key] = read }
      }
      if ordinal + 1 < count { member = source.member(after: member) }
    }
    return result
  }
}
