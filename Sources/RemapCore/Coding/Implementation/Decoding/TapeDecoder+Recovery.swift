//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

// Recovering from failures: type defaults for missing and null values, placeholders that
// let a report carry on past an error, lossy collections, and unknown keys.

/// Thrown when a report cannot make a placeholder for a value, so that the nearest enclosing
/// value gives up instead; never seen outside the decoder.
struct PlaceholderUnavailable: Error {}

/// Types with a type default for `missingValues` and `nullValues`: `false`, `0`, `""`.
protocol TypeDefaultable {
  static var typeDefault: Self { get }
}

extension Bool: TypeDefaultable { static var typeDefault: Bool { false } }
extension String: TypeDefaultable { static var typeDefault: String { "" } }
extension Double: TypeDefaultable { static var typeDefault: Double { 0 } }
extension Float: TypeDefaultable { static var typeDefault: Float { 0 } }
extension Int: TypeDefaultable { static var typeDefault: Int { 0 } }
extension Int8: TypeDefaultable { static var typeDefault: Int8 { 0 } }
extension Int16: TypeDefaultable { static var typeDefault: Int16 { 0 } }
extension Int32: TypeDefaultable { static var typeDefault: Int32 { 0 } }
extension Int64: TypeDefaultable { static var typeDefault: Int64 { 0 } }
extension UInt: TypeDefaultable { static var typeDefault: UInt { 0 } }
extension UInt8: TypeDefaultable { static var typeDefault: UInt8 { 0 } }
extension UInt16: TypeDefaultable { static var typeDefault: UInt16 { 0 } }
extension UInt32: TypeDefaultable { static var typeDefault: UInt32 { 0 } }
extension UInt64: TypeDefaultable { static var typeDefault: UInt64 { 0 } }
extension Decimal: TypeDefaultable { static var typeDefault: Decimal { 0 } }

/// Dictionaries with string keys, whose type default is `[:]`.
protocol DecodableStringKeyedDictionary {}
extension Dictionary: DecodableStringKeyedDictionary where Key == String {}

extension TapeDecoder {
  /// Decodes a value and reports every problem found.
  static func report<T: Decodable>(
    _ type: T.Type, from source: TapeSource, atPath path: ValuePath, options: RemapDecoder
  ) -> MappingReport<T> {
    do {
      try options.transforms.checkPaths()
    } catch {
      return MappingReport(value: nil, diagnostics: [Diagnostic(error: error)])
    }
    var decoder = TapeDecoder(core: DecodingCore(source: source, options: options, reporting: true))
    defer { finishIfKept(&decoder) }
    var value: T?
    do {
      try decoder.core.move(to: path)
      value = try decoder.decodeValue(type)
    } catch is PlaceholderUnavailable {
      value = nil
    } catch {
      decoder.core.record(error: error)
    }
    let diagnostics = decoder.core.diagnostics ?? []
    if diagnostics.contains(where: { $0.severity == .error }) { value = nil }
    return MappingReport(value: value, diagnostics: diagnostics)
  }

  /// Handles a failure to read a value: rethrows it, or in a report records it and carries on
  /// with a placeholder.
  @inline(never)
  func recover<T>(_ error: any Error, placeholder: () throws -> T) throws -> T {
    guard core.diagnostics != nil else { throw error }
    if !(error is PlaceholderUnavailable) { core.record(error: error) }
    core.suppressing += 1
    defer { core.suppressing -= 1 }
    return try placeholder()
  }

  /// A value of any type to carry on with after an error: its type default, or the type
  /// decoded as if from an empty object or array, or the first case of a `CaseIterable`.
  func placeholder<T: Decodable>(_ type: T.Type) throws -> T {
    if let value = typeDefault(type) { return value }
    let tape = core.source.tape
    core.suppressing += 1
    defer { core.suppressing -= 1 }
    for node in [tape.emptyObjectEntry, tape.emptyArrayEntry, tape.nullEntry] {
      if let value = try? withNode(node, step: nil, { try decodeValue(type) }) { return value }
    }
    if let cases = T.self as? any CaseIterable.Type, let first = Self.firstCase(of: cases) as? T {
      return first
    }
    if let value = Self.foundationPlaceholder(type) { return value }
    throw PlaceholderUnavailable()
  }

  /// A stand-in for Foundation's value types, which read none of the synthetic values: a
  /// report never hands a placeholder out, so any value will do.
  private static func foundationPlaceholder<T>(_ type: T.Type) -> T? {
    switch T.self {
    case is Date.Type: Date(timeIntervalSince1970: 0) as? T
    case is URL.Type: URL(string: "about:blank") as? T
    case is Data.Type: Data() as? T
    case is Decimal.Type: Decimal.zero as? T
    case is UUID.Type: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) as? T
    default: nil
    }
  }

  private static func firstCase<C: CaseIterable>(of type: C.Type) -> Any? { C.allCases.first }

  /// The type default of `T` (`false`, `0`, `""`, `[]`, `[:]`), if it has one.
  func typeDefault<T: Decodable>(_ type: T.Type) -> T? {
    if let defaultable = T.self as? any TypeDefaultable.Type {
      return defaultable.typeDefault as? T
    }
    let tape = core.source.tape
    if route(of: T.self).isArray {
      return try? withNode(tape.emptyArrayEntry, step: nil) { try decodeValue(type) }
    }
    if T.self is any DecodableStringKeyedDictionary.Type {
      return try? withNode(tape.emptyObjectEntry, step: nil) { try decodeValue(type) }
    }
    if T.self is any SetAlgebra.Type {
      return try? withNode(tape.emptyArrayEntry, step: nil) { try decodeValue(type) }
    }
    return nil
  }

  /// The outcome for a missing key: a type default, a placeholder in a report, or an error.
  @inline(never)
  func missing<T>(
    _ key: any CodingKey, object: Int, depth: Int, typeDefault: () -> T?,
    placeholder: () throws -> T
  ) throws -> T {
    if core.options.missingValues == .typeDefaults, let value = typeDefault() {
      return usedTypeDefault(value, for: "the missing key \"\(key.stringValue)\"", node: object)
    }
    let error = core.keyNotFound(key, in: object, depth: depth)
    return try recover(error, placeholder: placeholder)
  }

  /// `value`, a type default used in place of `what`, recorded in a report.
  private func usedTypeDefault<T>(
    _ value: T, for what: String, node: Int, step: PathStep? = nil
  ) -> T {
    core.record(
      .recovery, .defaultUsed, "used the type default \(Self.describe(value)) for \(what)",
      node: node, step: step)
    return value
  }

  // The two out-of-line forms for nested values make the closures over `T` here, once, rather
  // than in every inlined read that calls them.

  /// ``missing(_:object:depth:typeDefault:placeholder:)`` for a nested value, out of line.
  @inline(never)
  func missingNested<T: Decodable>(
    _ type: T.Type, key: any CodingKey, object: Int, depth: Int
  ) throws -> T {
    try missing(
      key, object: object, depth: depth, typeDefault: { typeDefault(type) },
      placeholder: { try placeholder(type) })
  }

  /// ``failed(_:node:step:typeDefault:placeholder:)`` for a nested value, out of line.
  @inline(never)
  func failedNested<T: Decodable>(
    _ type: T.Type, error: any Error, node: Int, step: PathStep
  ) throws -> T {
    try failed(
      error, node: node, step: step, typeDefault: { typeDefault(type) },
      placeholder: { try placeholder(type) })
  }

  /// The outcome for a value that failed to read: a type default for `null` under
  /// `nullValues: .typeDefaults`, a placeholder in a report, or the error.
  @inline(never)
  func failed<T>(
    _ error: any Error, node: Int, step: PathStep, typeDefault: () -> T?,
    placeholder: () throws -> T
  ) throws -> T {
    let nullValues = core.options.nullValues
    if nullValues != .error, core.source.tape.kind(node) == .null,
      nullValues == .typeDefaults || Self.isCollection(T.self), let value = typeDefault()
    {
      return usedTypeDefault(value, for: "null", node: node, step: step)
    }
    return try recover(error, placeholder: placeholder)
  }

  /// Reads an optional value that is present and not `null`, with the outcomes of
  /// ``failedOptional(_:node:step:errorsBefore:)`` when it fails.
  ///
  /// A report records an error inside the value and carries on where decoding throws it:
  /// under `invalidValues: .nilForOptionals` the value is `nil` all the same, as decoding
  /// makes it (see ``failedInsideOptional(node:step:errorsBefore:)``). `read` is inlined
  /// here, into the frame of every level of a model, so nothing else is.
  @inline(__always)
  func optionalValue<T>(at node: Int, step: PathStep, _ read: () throws -> T) throws -> T? {
    let errorsBefore = core.diagnostics?.count
    let value: T
    do {
      value = try read()
    } catch {
      return try failedOptional(error, node: node, step: step, errorsBefore: errorsBefore)
    }
    if let errorsBefore, failedInsideOptional(node: node, step: step, errorsBefore: errorsBefore) {
      return nil
    }
    return value
  }

  /// Whether, in a report under `invalidValues: .nilForOptionals`, an error was recorded
  /// inside an optional value since the report held `errorsBefore` diagnostics; if so, the
  /// diagnostics since are taken back and the first error is recorded as the reason the
  /// value is `nil`.
  @inline(never)
  private func failedInsideOptional(node: Int, step: PathStep, errorsBefore: Int) -> Bool {
    guard core.options.invalidValues == .nilForOptionals,
      let reason = firstError(since: errorsBefore)
    else { return false }
    setToNil(reason.message, node: node, step: step)
    return true
  }

  /// The outcome for an optional value that failed to read: `nil` under
  /// `invalidValues: .nilForOptionals`, `nil` in a report, or the error.
  ///
  /// `errorsBefore` is the number of diagnostics before the value was read, in a report: a
  /// placeholder that could not be made stands for an error recorded inside the value, which
  /// is then the reason.
  @inline(never)
  func failedOptional<T>(
    _ error: any Error, node: Int, step: PathStep, errorsBefore: Int? = nil
  ) throws -> T? {
    if emptyXMLElementReadsAsNil(node, step: step) { return nil }
    if core.options.invalidValues == .nilForOptionals {
      if error is PlaceholderUnavailable, let errorsBefore,
        let reason = firstError(since: errorsBefore)
      {
        setToNil(reason.message, node: node, step: step)
      } else {
        setToNil(core.remapError(from: error).message, node: node, step: step)
      }
      return nil
    }
    return try recover(error) { nil }
  }

  private func setToNil(_ message: String, node: Int, step: PathStep) {
    core.record(
      .recovery, .invalidValueIgnored, "set to nil: \(message)", node: node, step: step)
  }

  /// Whether `type` is an array, a set or a dictionary, whose type default is empty.
  private static func isCollection<T>(_ type: T.Type) -> Bool {
    T.self is any TapeDecodableArray.Type || T.self is any DecodableStringKeyedDictionary.Type
      || T.self is any SetAlgebra.Type
  }

  private static func describe(_ value: Any) -> String {
    switch value {
    case let string as String: "\"\(string)\""
    case let array as [Any] where array.isEmpty: "[]"
    case let dictionary as [String: Any] where dictionary.isEmpty: "[:]"
    default: "\(value)"
    }
  }

  // MARK: - Lossy collections

  /// Reads one array element: under `lossyCollections`, an element that fails is dropped
  /// (`nil`) and recorded, whether the failure was thrown or, in a report, recovered inside.
  @inline(__always)
  func element<E>(
    at node: Int, index: Int, _ read: () throws -> E, placeholder: () throws -> E
  ) throws -> E? {
    guard core.options.lossyCollections else {
      do {
        return try read()
      } catch {
        return try recover(error, placeholder: placeholder)
      }
    }
    return try elementLossily(at: node, index: index, read)
  }

  @inline(never)
  private func elementLossily<E>(at node: Int, index: Int, _ read: () throws -> E) throws -> E? {
    try droppingOnError(at: node, step: .index(index), name: "element \(index)", read)
  }

  /// Reads one value of a collection, dropping it (`nil`) and recording why when it fails,
  /// whether the failure was thrown or, in a report, recovered inside.
  ///
  /// `name` says what is dropped in the recovery's message: `element 3`, `the value for
  /// "key"`.
  func droppingOnError<E>(
    at node: Int, step: PathStep, name: @autoclosure () -> String, _ read: () throws -> E
  ) throws -> E? {
    let errorsBefore = core.diagnostics?.count ?? 0
    let value: E
    do {
      value = try read()
    } catch {
      // In a report, a placeholder that could not be made stands for an error recorded
      // inside the element: that error is the reason, not the placeholder's.
      if error is PlaceholderUnavailable, let reason = firstError(since: errorsBefore) {
        dropped(name(), node: node, step: step, reason: reason)
      } else {
        dropped(
          name(), node: node, step: step, reason: core.remapError(from: error))
      }
      return nil
    }
    // In a report, errors inside the element were recovered: drop it all the same.
    if let reason = firstError(since: errorsBefore) {
      dropped(name(), node: node, step: step, reason: reason)
      return nil
    }
    return value
  }

  /// The first error recorded in a report since it held `count` diagnostics, removing every
  /// diagnostic recorded since; `nil` when there is none.
  private func firstError(since count: Int) -> RemapError? {
    guard let diagnostics = core.diagnostics, diagnostics.count > count,
      let first = diagnostics[count...].first(where: { $0.severity == .error })
    else { return nil }
    core.diagnostics?.removeSubrange(count...)
    return RemapError(first.code, first.message, path: first.path)
  }

  private func dropped(_ name: String, node: Int, step: PathStep, reason: RemapError) {
    core.record(
      .recovery, .elementDropped, "dropped \(name): \(reason.message)", node: node, step: step)
  }

  // MARK: - Unknown keys

  /// After a type decoded itself from the object at `node`, rejects or reports the members
  /// it never asked for.
  func checkUnknownKeys(of node: Int) throws {
    guard core.matchedMembers != nil else { return }
    let source = core.source
    guard source.tape.kind(node) == .object else { return }
    let matched = core.matchedMembers?.removeValue(forKey: node) ?? []
    let count = source.count(of: node)
    guard matched.count < count else { return }
    var member = source.firstMember(of: node)
    for ordinal in 0..<count {
      if source.isSuperseded(member) {
        if core.recording {
          core.record(
            .recovery, .duplicateKey,
            "the key \"\(source.key(of: member))\" appears again later in the object; "
              + "used its last value", node: member, step: .member(member))
        }
      } else if !matched.contains(member) {
        let key = source.key(of: member)
        if core.options.unknownKeys == .reject {
          let error = core.failure(
            .unknownKey, "unknown key \"\(key)\"", node: member, step: .member(member))
          try recover(error) { () }
        } else if core.options.unknownKeys == .report {
          core.record(
            .recovery, .unknownKey, "ignored the unknown key \"\(key)\"", node: member,
            step: .member(member))
        }
      }
      if ordinal + 1 < count { member = source.member(after: member) }
    }
  }
}
