//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// Enums decoded from their raw values. Their `init(from:)` is the standard library's: it reads
// the raw value and throws `dataCorrupted` ("Cannot initialize Color from invalid String value
// blue") when no case has it. That error has no location, no stable code and no list of what
// was allowed; the decoder replaces it with an `invalid-value` error that has all three.

extension TapeDecoder {
  /// The error for an enum whose raw value at `node` matches no case, in place of the
  /// standard library's `error`; `nil` when `error` is not that failure.
  @inline(never)
  func unknownEnumValue<T>(_ type: T.Type, node: Int, error: DecodingError) -> DecodingError? {
    let depth = core.steps.count
    guard T.self is any RawRepresentable.Type, case .dataCorrupted(let context) = error,
      context.underlyingError == nil, context.codingPath.count == depth
    else { return nil }
    let source = core.source
    switch source.kind(of: node) {
    case .string, .number, .bool: break
    default: return nil
    }
    return unknownRawValue(T.self, expected: Self.rawValues(of: T.self))
  }

  /// The error for the current value, a raw value that names none of `T`'s cases:
  /// `invalid-value`, listing `expected`, the cases' raw values as ``rawValueText(_:)``
  /// writes them (`nil` when they are not known).
  @inline(never)
  func unknownRawValue<T>(_ type: T.Type, expected: [String]?) -> DecodingError {
    let node = core.node
    let source = core.source
    let list = expected.map { "one of " + $0.joined(separator: ", ") } ?? "a raw value of \(T.self)"
    return core.failure(
      .invalidValue, "expected \(list), found \(source.excerpt(of: node))", node: node,
      step: nil, expected: "\(T.self)", help: Self.unknownRawValueHelp(T.self))
  }

  /// What keeps a value that an enum does not list from failing the decode: a fallback case
  /// (which `@Mappable` enums declare), or `nil` in an optional property.
  private static func unknownRawValueHelp<T>(_ type: T.Type) -> String {
    let fallback =
      T.self is any Mappable.Type
      ? "add a @Fallback case to \(T.self)" : "declare \(T.self) @Mappable with a @Fallback case"
    return fallback + " to read values it does not list, or make the property optional and "
      + "set decoder.invalidValues = .nilForOptionals"
  }

  /// The raw values of a `CaseIterable` enum's cases, as JSON text (`"red"`, `2`); `nil` for
  /// another type, or an enum of more than 20 cases, whose list would swamp the message.
  private static func rawValues<T>(of type: T.Type) -> [String]? {
    guard let enumType = T.self as? any (CaseIterable & RawRepresentable).Type else {
      return nil
    }
    return rawValues(of: enumType)
  }

  private static func rawValues<E: CaseIterable & RawRepresentable>(of type: E.Type) -> [String]? {
    rawValues(of: Array(E.allCases))
  }

  /// The raw values of `cases`, as JSON text; `nil` for more than 20 cases.
  static func rawValues<E: RawRepresentable>(of cases: [E]) -> [String]? {
    guard cases.count <= 20 else { return nil }
    return cases.map { rawValueText($0.rawValue) }
  }

  /// A raw value as JSON text: a string (or character) quoted, a number as it is.
  static func rawValueText(_ value: some Any) -> String {
    switch value {
    case let text as String: "\"\(text)\""
    case let character as Character: "\"\(character)\""
    case let other: "\(other)"
    }
  }
}
