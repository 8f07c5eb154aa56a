//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

// The conversions from document values to Swift's scalar types. Strict coercion accepts what
// JSONDecoder accepts; lenient coercion adds the rows of the coercion table, which live in
// Conversions/ (`Coercions`) with the date rules that the transforms and rules files share.
//
// The methods are `mutating` although most change nothing: the containers call them through
// a pointer to the core, and a mutating call passes the core by address, where a
// non-mutating one would make the compiler copy the whole core first.

extension DecodingCore {
  // Each read has two halves. The fast half, inlined into every container method, handles
  // the value that needs no conversion and no transform. Everything else (transforms,
  // coercions, errors and their messages) is in the slow half, out of line and as little
  // generic as the type allows: inlined into each of the dozens of container methods, it
  // made the decoder's code several times larger, and every first decode in a process pays
  // for the code it touches.

  @inline(__always)
  mutating func decodeBool(_ node: Int, step: PathStep?) throws -> Bool {
    if !hasScalarTransforms, source.kind(of: node) == .bool { return source.bool(node) }
    return try decodeBoolSlowly(node, step: step)
  }

  @inline(never)
  private mutating func decodeBoolSlowly(_ node: Int, step: PathStep?) throws -> Bool {
    if hasScalarTransforms, let transform = transform(for: Bool.self, step: step) {
      return try apply(transform, as: Bool.self, at: node, step: step)
    }
    switch source.kind(of: node) {
    case .bool:
      return source.bool(node)
    case .string where lenient:
      let text = source.string(node)
      if let value = Coercions.bool(fromWord: text) {
        if recording && !(options.readsXML && Self.isXMLBoolean(text)) {
          noteCoercion(node, step: step, to: "Bool")
        }
        return value
      }
    case .number where lenient:
      if let value = Coercions.bool(fromNumber: source.number(node)) {
        if recording { noteCoercion(node, step: step, to: "Bool") }
        return value
      }
    default:
      break
    }
    throw typeMismatch(expected: "Bool", node: node, step: step)
  }

  @inline(__always)
  mutating func decodeString(_ node: Int, step: PathStep?) throws -> String {
    if !hasScalarTransforms, source.kind(of: node) == .string { return source.string(node) }
    return try decodeStringSlowly(node, step: step)
  }

  @inline(never)
  private mutating func decodeStringSlowly(
    _ node: Int, step: PathStep?
  ) throws -> String {
    if hasScalarTransforms, let transform = transform(for: String.self, step: step) {
      return try apply(transform, as: String.self, at: node, step: step)
    }
    switch source.kind(of: node) {
    case .string:
      return source.string(node)
    case .number where lenient:
      if recording { noteCoercion(node, step: step, to: "String") }
      return Coercions.text(fromNumber: source.number(node))
    case .object where options.readsXML:
      // An element with attributes and text (`<title type="text">Notes</title>`) where a
      // string is expected: its text, without the attributes.
      guard let text = xmlElementText(node) else {
        throw typeMismatch(expected: "String", node: node, step: step)
      }
      if recording {
        record(
          .recovery, .valueCoerced, "read the element's text, leaving out its attributes",
          node: node, step: step)
      }
      return text
    default:
      throw typeMismatch(expected: "String", node: node, step: step)
    }
  }

  /// The text of an XML element read as an object (it has attributes or children): the
  /// value of its text member (RemapXML's `XMLReadingOptions.textKey`), when that is a string.
  private func xmlElementText(_ node: Int) -> String? {
    let textKey = options.xmlTextKey
    let count = source.count(of: node)
    guard count > 0 else { return nil }
    var member = source.firstMember(of: node)
    for ordinal in 0..<count {
      if !source.isSuperseded(member), source.key(of: member) == textKey {
        let value = source.value(of: member)
        return source.kind(of: value) == .string ? source.string(value) : nil
      }
      if ordinal + 1 < count { member = source.member(after: member) }
    }
    return nil
  }

  @inline(__always)
  mutating func decodeInteger<I: FixedWidthInteger>(
    _ node: Int, step: PathStep?
  ) throws -> I {
    // An integer that fits. A round trip through truncation tells, with no `I?`, whose
    // metadata this code (unspecialized inside generic containers) would look up on every
    // call.
    if !hasScalarTransforms, source.kind(of: node) == .number,
      case .int(let value) = source.number(node).storage
    {
      let truncated = I(truncatingIfNeeded: value)
      if Int64(truncatingIfNeeded: truncated) == value && (truncated < 0) == (value < 0) {
        return truncated
      }
    }
    return try decodeIntegerSlowly(node, step: step)
  }

  @inline(never)
  private mutating func decodeIntegerSlowly<I: FixedWidthInteger>(
    _ node: Int, step: PathStep?
  ) throws -> I {
    if hasScalarTransforms, let transform = transform(for: I.self, step: step) {
      return try apply(transform, as: I.self, at: node, step: step)
    }
    let number = try numberToConvert(node, step: step, to: I.self)
    if let value = number.int64, let exact = I(exactly: value) { return exact }
    if let value = number.uint64, let exact = I(exactly: value) { return exact }
    throw integerFailure(number, node: node, step: step, type: I.self)
  }

  @inline(__always)
  mutating func decodeFloat<F: BinaryFloatingPoint>(
    _ node: Int, step: PathStep?
  ) throws -> F {
    if !hasScalarTransforms, source.kind(of: node) == .number {
      let number = source.number(node)
      // An integer, zero included, is always finite and never rounds to zero.
      if case .int(let integer) = number.storage { return F(integer) }
      // Rounding to zero would lose the value: the slow half tells which.
      if let value = number.nearest(F.self), value != 0 { return value }
    }
    return try decodeFloatSlowly(node, step: step)
  }

  @inline(never)
  private mutating func decodeFloatSlowly<F: BinaryFloatingPoint>(
    _ node: Int, step: PathStep?
  ) throws -> F {
    if hasScalarTransforms, let transform = transform(for: F.self, step: step) {
      return try apply(transform, as: F.self, at: node, step: step)
    }
    if case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) =
      options.nonConformingFloatDecoding.kind, source.kind(of: node) == .string
    {
      switch source.string(node) {
      case positiveInfinity: return .infinity
      case negativeInfinity: return -.infinity
      case nan: return .nan
      default: break
      }
    }
    let number = try numberToConvert(node, step: step, to: F.self)
    if let value = number.nearest(F.self), value != 0 || number == 0 { return value }
    throw failure(
      .numberOutOfRange, "\(Excerpt.shorten(number.description)) is out of range for \(F.self)",
      node: node, step: step,
      expected: "\(F.self)")
  }

  /// The number to convert to `type`: a number, or under lenient coercion a number written
  /// as text, which is recorded as a coercion.
  private mutating func numberToConvert(
    _ node: Int, step: PathStep?, to type: Any.Type
  ) throws -> JSON.Number {
    switch source.kind(of: node) {
    case .number:
      return source.number(node)
    case .string where lenient:
      guard let parsed = source.number(fromText: node) else {
        throw typeMismatch(expected: "\(type)", node: node, step: step)
      }
      if recording { noteNumberText(node, step: step, to: type) }
      return parsed
    default:
      throw typeMismatch(expected: "\(type)", node: node, step: step)
    }
  }

  /// Records a number read from text: a recovery in JSON, which has a form of its own for
  /// numbers, but not in XML, where text is the only form a number has (as a one-element
  /// array is no recovery there either).
  private mutating func noteNumberText(_ node: Int, step: PathStep?, to type: Any.Type) {
    guard !options.readsXML else { return }
    noteCoercion(node, step: step, to: "\(type)")
  }

  /// Whether text is one of XML Schema's Boolean forms (`xs:boolean`: `true`, `false`, `1`,
  /// `0`), which XML payloads use where JSON has `true` and `false`; `yes` and `on` are not.
  private static func isXMLBoolean(_ text: String) -> Bool {
    switch Coercions.trimmed(text[...]) {
    case "true", "false", "1", "0": true
    default: false
    }
  }

  /// The error for a number that does not convert to the integer type `type`.
  private func integerFailure(
    _ number: JSON.Number, node: Int, step: PathStep?, type: Any.Type
  ) -> DecodingError {
    if number.isInteger {
      return failure(
        .numberOutOfRange, "\(Excerpt.shorten(number.description)) is out of range for \(type)",
        node: node, step: step,
        expected: "\(type)")
    }
    return failure(
      .typeMismatch,
      "expected \(type), found \(Excerpt.shorten(number.description)), which is not an integer",
      node: node, step: step, expected: "\(type)")
  }

  mutating func decodeDecimal(_ node: Int, step: PathStep?) throws -> Decimal {
    let number: JSON.Number?
    switch source.kind(of: node) {
    case .number: number = source.number(node)
    case .string where lenient:
      number = source.number(fromText: node)
      if number != nil, recording { noteNumberText(node, step: step, to: Decimal.self) }
    default: number = nil
    }
    guard let number else { throw typeMismatch(expected: "Decimal", node: node, step: step) }
    guard let value = number.decimal else {
      throw failure(
        .numberOutOfRange, "\(Excerpt.shorten(number.description)) is out of range for Decimal",
        node: node, step: step,
        expected: "Decimal")
    }
    return value
  }

  mutating func decodeURL(_ node: Int, step: PathStep?) throws -> URL {
    guard source.kind(of: node) == .string else {
      throw typeMismatch(expected: "a URL string", node: node, step: step)
    }
    let original = source.string(node)
    let text = lenient ? Coercions.trimmed(original) : original
    guard !text.isEmpty, let url = URL(string: text) else {
      throw failure(.invalidValue, "expected a URL", node: node, step: step, expected: "URL")
    }
    // Trimmed, or percent-encoded by `URL(string:)`: the URL is not the text as written.
    if recording, url.absoluteString != original {
      noteCoercion(node, step: step, to: "the URL \(url.absoluteString)")
    }
    return url
  }

  mutating func decodeData(_ node: Int, step: PathStep?) throws -> Data {
    switch options.dataDecoding.kind {
    case .deferredToData, .custom:
      preconditionFailure("decoded through a Decoder by the caller")
    case .base64:
      guard source.kind(of: node) == .string else {
        throw typeMismatch(expected: "base64 text", node: node, step: step)
      }
      let text = source.string(node)
      if let data = Data(base64Encoded: text) { return data }
      // Lenient: also the URL-safe alphabet, and missing padding.
      if lenient, let data = Coercions.data(fromBase64URL: text) {
        if recording { noteCoercion(node, step: step, to: "Data (URL-safe or unpadded base64)") }
        return data
      }
      throw failure(
        .invalidValue, "expected base64 text", node: node, step: step, expected: "Data")
    }
  }

  mutating func decodeDate(_ node: Int, step: PathStep?) throws -> Date {
    let kind = source.kind(of: node)
    if kind == .null { throw typeMismatch(expected: "Date", node: node, step: step) }
    switch options.dateDecoding.kind {
    case .deferredToDate, .custom:
      preconditionFailure("decoded through a Decoder by the caller")
    case .epoch(let unit):
      let value: Double = try decodeFloat(node, step: step)
      return unit.date(value)
    case .iso8601:
      if kind == .string, let date = ISO8601Parser.date(from: source.string(node)) { return date }
      throw failure(
        .invalidValue, "expected an ISO 8601 date such as 2016-01-17T16:13:00Z",
        node: node, step: step, expected: "Date")
    case .formats(let patterns):
      if kind == .string {
        let text = source.string(node)
        for formatter in dateFormatters(patterns) {
          if let date = formatter.date(from: text) { return date }
        }
      }
      throw failure(
        .invalidValue,
        "expected a date in the format \(patterns.map { "\"\($0)\"" }.joined(separator: " or "))",
        node: node, step: step, expected: "Date")
    case .automatic:
      let (patterns, zone) = (options.dateDecoding.patterns, options.dateDecoding.zone)
      if kind == .string {
        let text = source.string(node)
        if let date = Coercions.iso8601Date(fromText: text, lenient: lenient, assuming: zone) {
          return date
        }
        if let date = Coercions.rfc822Date(fromText: text, assuming: zone) { return date }
        for formatter in dateFormatters(patterns, zone: zone) {
          if let date = formatter.date(from: text) { return date }
        }
        if lenient, let date = Coercions.epochDate(fromText: text) {
          if recording { noteCoercion(node, step: step, to: "Date (seconds since 1970)") }
          return date
        }
      } else if kind == .number, let seconds = source.number(node).double {
        return Coercions.date(fromEpoch: seconds)
      }
      let formats =
        patterns.isEmpty
        ? "" : ", text in the format " + patterns.map { "\"\($0)\"" }.joined(separator: " or ")
      throw failure(
        .invalidValue,
        "expected a date: ISO 8601 text such as 2016-01-17T16:13:00Z, RFC 822 text such as "
          + "Mon, 06 Jan 2025 08:00:00 GMT\(formats), or seconds since 1970",
        node: node, step: step, expected: "Date")
    }
  }

  /// The formatters of a strategy's patterns, made on first use and kept for the run.
  private mutating func dateFormatters(
    _ patterns: [String], zone: TimeZone? = nil
  ) -> [DatePatternFormatter] {
    if patterns.isEmpty { return [] }
    if let cached = formatters { return cached }
    let made = patterns.map { DatePatternFormatter(pattern: $0, timeZone: zone ?? .utc) }
    formatters = made
    return made
  }
}
