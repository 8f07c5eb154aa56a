//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap

/// `xml-parse`: `JSON(parsingXML:)` with the default options, with an attribute prefix, the
/// root kept and no trimming, and with tight limits; then `xmlSerialized(rootElement:)`.
///
/// Invariants: every error has a location inside the input (for UTF-16 input, inside the
/// UTF-8 it becomes) and renders; bytes and text parse alike, unless the bytes declare an
/// encoding other than UTF-8; tight limits give the same value or a limit's error. Decoding
/// `[String: [String: Int]]` with a report locates every value of the wrong kind inside the
/// input. Whatever parses is written without error, and the written text
/// parses back with the same options to an equal value: with the defaults (compact and
/// pretty-printed, since trimmed text ignores indentation), the value with its strings
/// trimmed, as attributes become elements whose text is trimmed; with `attributePrefix: "@"`,
/// `keepsRootElement` and untrimmed text, written with the same prefix under the kept root's
/// name (compact only, as indentation beside text would become text). The mapping's known
/// losses do not break this: a value read from XML has only strings, no empty arrays or
/// objects, and no keys or text that XML cannot hold, so what is lost (attribute or element,
/// position of text among children, comments, entities) was lost on the first read.
public enum XMLParseTarget: FuzzTarget {
  public static let name = "xml-parse"

  /// The non-default options: every mapping choice changed.
  static let marked = XMLReadingOptions(
    attributePrefix: "@", trimsWhitespace: false, keepsRootElement: true)

  /// Small limits, so that short fuzz inputs reach every limit check.
  static let tight = XMLReadingOptions(
    maximumDepth: 4, maximumAttributeCount: 3, maximumNameLength: 8, maximumInputSize: 512)

  static let limitCodes: Set<RemapError.Code> = [.depthLimitExceeded, .sizeLimitExceeded]

  public static func run(_ input: [UInt8]) -> [String] {
    var problems: [String] = []
    let plain = Result { () throws(RemapError) in try JSON(parsingXML: input) }
    let prefixed = Result { () throws(RemapError) in try JSON(parsingXML: input, options: marked) }
    let limited = Result { () throws(RemapError) in try JSON(parsingXML: input, options: tight) }

    // UTF-16 input is transcoded first; its errors count bytes of the UTF-8 it became.
    let isUTF16 = input.starts(with: [0xFE, 0xFF]) || input.starts(with: [0xFF, 0xFE])
    let bound = isUTF16 ? input.count / 2 * 3 : input.count
    for case .failure(let error) in [plain, prefixed, limited] {
      problems += errorProblems(error, bound: bound)
    }
    switch (plain, prefixed) {
    case (.success, .failure(let error)), (.failure(let error), .success):
      problems.append("the options changed whether the document parses: \(error)")
    default: break
    }
    switch (plain, limited) {
    case (.success(let value), .success(let other)) where value != other:
      problems.append("tight limits changed the value")
    case (.success, .failure(let error)) where !limitCodes.contains(error.code):
      problems.append("tight limits failed a valid document with \(error.code)")
    case (.failure, .success):
      problems.append("tight limits accepted a document that default parsing rejects")
    default: break
    }
    // A String is characters already, so its declaration does not decide how it reads: bytes
    // that declare another encoding than UTF-8 may read differently as text.
    if let text = String(validating: input, as: UTF8.self), !declaresOtherEncoding(input) {
      let fromText = Result { () throws(RemapError) in try JSON(parsingXML: text) }
      switch (plain, fromText) {
      case (.success(let a), .success(let b)) where a == b: break
      case (.failure(let a), .failure(let b)) where a.code == b.code: break
      default: problems.append("bytes and text parse differently: \(plain) vs \(fromText)")
      }
    }

    problems += decodingProblems(input, bound: bound)

    if case .success(let value) = plain {
      // Without a prefix, attributes are written as child elements, whose text is trimmed.
      let expected = trimmingStrings(value)
      for pretty in [false, true] {
        problems += roundTrip(
          value, rootElement: "doc", expected: expected, reading: XMLReadingOptions(),
          writing: XMLWritingOptions(prettyPrinted: pretty), label: "default, pretty \(pretty)")
      }
    }
    if case .success(let value) = prefixed {
      if case .object(let object) = value, object.count == 1, let (root, content) = object.first {
        problems += roundTrip(
          content, rootElement: root, expected: value, reading: marked,
          writing: XMLWritingOptions(attributePrefix: "@"), label: "prefixed")
      } else {
        problems.append("keepsRootElement gave \(value), not one member")
      }
    }
    return problems
  }

  /// Whether the XML declaration at the start of `input` (after a UTF-8 byte order mark, if
  /// any) names an encoding, and not exactly
  /// once UTF-8.
  static func declaresOtherEncoding(_ input: [UInt8]) -> Bool {
    // A UTF-8 byte order mark may come before the declaration, as the reader allows.
    let input = input.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(input.dropFirst(3)) : input
    guard input.starts(with: Array("<?xml".utf8)) else { return false }
    let end = input.indices.first { input[$0...].starts(with: Array("?>".utf8)) } ?? input.count
    let declaration = String(decoding: input[..<end], as: UTF8.self).lowercased()
    let parts = declaration.components(separatedBy: "encoding")
    guard parts.count > 1 else { return false }
    let value = parts[1].drop { " \t\r\n=".contains($0) }
    return parts.count > 2 || !(value.hasPrefix("\"utf-8\"") || value.hasPrefix("'utf-8'"))
  }

  /// Decodes a model of maps from the document, with a report, which must locate every
  /// value of the wrong kind inside the input (UTF-8 for UTF-16 input, like `bound`).
  static func decodingProblems(_ input: [UInt8], bound: Int) -> [String] {
    let report = RemapDecoder().report([String: [String: Int]].self, fromXML: input)
    var problems: [String] = []
    for diagnostic in report.diagnostics {
      guard let location = diagnostic.location else {
        if diagnostic.code == .typeMismatch {
          problems.append("decoding: a type mismatch at \(diagnostic.path) has no location")
        }
        continue
      }
      if location.byteOffset < 0 || location.byteOffset > bound || location.line < 1
        || location.column < 1
      {
        problems.append(
          "decoding: \(diagnostic.code) at \(diagnostic.path) located at \(location), offset "
            + "\(location.byteOffset), outside the input of \(bound)")
      }
    }
    return problems
  }

  /// Writes `value` under `rootElement` and reads it back: it must write without error and
  /// read back as `expected` (by default `value` itself).
  static func roundTrip(
    _ value: JSON, rootElement: String, expected: JSON? = nil, reading: XMLReadingOptions,
    writing: XMLWritingOptions, label: String
  ) -> [String] {
    let written: String
    do {
      written = try value.xmlSerialized(rootElement: rootElement, options: writing)
    } catch {
      return ["\(label): a value read from XML cannot be written: \(error)"]
    }
    do {
      let again = try JSON(parsingXML: written, options: reading)
      if again != (expected ?? value) {
        return ["\(label): the round trip changed the value: \(written) reads as \(again)"]
      }
    } catch {
      return ["\(label): written XML does not parse: \(written): \(error)"]
    }
    return []
  }

  /// `value` with every string trimmed as the reader trims text (spaces, tabs, line feeds,
  /// carriage returns): what its attributes' values become once written as elements. A
  /// namespace declaration stays an attribute, untrimmed.
  static func trimmingStrings(_ value: JSON) -> JSON {
    switch value {
    case .string(let text):
      let isWhitespace: (Unicode.Scalar) -> Bool = { " \t\n\r".unicodeScalars.contains($0) }
      let scalars = text.unicodeScalars
      guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
        let last = scalars.lastIndex(where: { !isWhitespace($0) })
      else { return "" }
      return .string(String(scalars[first...last]))
    case .array(let elements):
      return .array(elements.map(trimmingStrings))
    case .object(let object):
      // Namespace declarations are written as attributes whatever the options, so their
      // values keep their spaces.
      return .object(
        JSON.Object(
          object.map { key, member in
            let isNamespace = key == "xmlns" || key.hasPrefix("xmlns:")
            return (key, isNamespace && member.string != nil ? member : trimmingStrings(member))
          }))
    default:
      return value
    }
  }

  /// An error must point inside the input (or just past its end) and render.
  static func errorProblems(_ error: RemapError, bound: Int) -> [String] {
    var problems: [String] = []
    if let location = error.location {
      if location.byteOffset < 0 || location.byteOffset > bound {
        problems.append("error offset \(location.byteOffset) outside input of \(bound)")
      }
      if location.line < 1 || location.column < 1 {
        problems.append("error at line \(location.line), column \(location.column)")
      }
    } else {
      problems.append("parse error without a location: \(error.code) \(error)")
    }
    if error.message.isEmpty || "\(error)".isEmpty {
      problems.append("error \(error.code) has no message")
    }
    return problems
  }
}
