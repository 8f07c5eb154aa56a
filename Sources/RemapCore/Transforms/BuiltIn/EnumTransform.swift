//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Reads and writes an enum by its raw value, optionally ignoring case, optionally with a
/// fallback case for values it does not know.
///
/// ```swift
/// enum Status: String, CaseIterable { case active, suspended, unknown }
/// decoder.transforms.register(EnumTransform(Status.self, caseInsensitive: true, fallback: .unknown))
/// ```
///
/// A raw value is read with the decoder's lenient rules, so an `Int`-backed enum also reads
/// `"2"`. Matching ignoring case needs the enum to be `CaseIterable`. When the fallback is
/// used while decoding through ``RemapDecoder/report(_:from:)-(_,ContiguousBytes)``, the
/// report records it as a recovery with code ``RemapError/Code/fallbackUsed`` (when the
/// transform is registered as an `EnumTransform`, not through code generic over
/// ``ValueTransform``, which registers it as any other transform).
public struct EnumTransform<Enum: RawRepresentable & Sendable>: ValueTransform
where Enum.RawValue: Codable {
  /// Whether string raw values match ignoring case.
  public var caseInsensitive: Bool
  /// The case for a value that matches no case, or `nil` to make that an error.
  public var fallback: Enum?

  /// Creates the transform.
  ///
  /// - Parameters:
  ///   - type: The enum.
  ///   - caseInsensitive: Whether string raw values match ignoring case (for a `CaseIterable`
  ///     enum); `false` by default.
  ///   - fallback: The case for unknown values; `nil`, the default, makes them an error.
  public init(_ type: Enum.Type = Enum.self, caseInsensitive: Bool = false, fallback: Enum? = nil) {
    self.caseInsensitive = caseInsensitive
    self.fallback = fallback
  }

  /// Reads the case whose raw value is `json`.
  ///
  /// - Parameter json: The raw value.
  /// - Returns: The case, or the fallback.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/invalidValue`` for an unknown value
  ///   when there is no fallback.
  public func decode(_ json: JSON) throws -> Enum {
    try decodeRecovering(json).value
  }

  /// Writes the case's raw value.
  ///
  /// - Parameter value: The case.
  /// - Returns: Its raw value.
  /// - Throws: ``RemapError`` when the raw value has no JSON form.
  public func encode(_ value: Enum) throws -> JSON {
    try RemapEncoder().encodeJSON(value.rawValue)
  }
}

extension EnumTransform: RecoveringTransform {
  func decodeRecovering(_ json: JSON) throws -> (value: Enum, recovery: String?) {
    let raw = try? RemapDecoder().decode(Enum.RawValue.self, from: json)
    if let raw, let value = Enum(rawValue: raw) { return (value, nil) }
    if caseInsensitive, let text = raw as? String, let value = caseMatching(text) {
      return (value, nil)
    }
    if let fallback {
      return (
        fallback,
        "unknown value \(TransformErrors.excerpt(json)) for \(Enum.self); used the fallback "
          + "case \(fallback)"
      )
    }
    let names = allRawValues().map { TransformErrors.excerpt($0) }
    let expected =
      names.isEmpty
      ? "a raw value of \(Enum.self)" : "one of " + names.joined(separator: ", ")
    throw TransformErrors.invalidValue(expected: expected, found: json)
  }

  private func caseMatching(_ text: String) -> Enum? {
    let wanted = text.lowercased()
    return allCases().first { ($0.rawValue as? String)?.lowercased() == wanted }
  }

  private func allCases() -> [Enum] {
    guard let iterable = Enum.self as? any CaseIterable.Type else { return [] }
    return Self.cases(of: iterable).compactMap { $0 as? Enum }
  }

  private static func cases<C: CaseIterable>(of type: C.Type) -> [Any] {
    C.allCases.map { $0 }
  }

  private func allRawValues() -> [JSON] {
    allCases().compactMap { try? RemapEncoder().encodeJSON($0.rawValue) }
  }
}
