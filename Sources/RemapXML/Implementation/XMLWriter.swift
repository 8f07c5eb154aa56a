//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// Writes `JSON` values as XML, the reverse of the XML mapping: an object's members become
/// attributes or child elements, an array becomes repeated elements of its key's name, a
/// scalar becomes text, `null` writes nothing, and an empty string or array an empty element.
///
/// Iterative, like the scanner, so that a deep value built in code cannot overflow the stack.
struct XMLWriter {
  /// What the core's tree encoder puts before a key that an ``XMLNodeEncodable`` type writes
  /// as an attribute.
  ///
  /// NUL starts no XML name, so no key that could be written as an element carries it.
  static var attributeMarker: String { EncodingSettings.attributeMarker }

  private let options: XMLWritingOptions
  /// Whether keys starting with ``attributeMarker`` are attributes.
  private let readsAttributeMarkers: Bool
  private var output: [UInt8] = []
  /// The path to each element written, as a parent link and a step, for errors.
  private var steps: [(parent: Int, component: ValuePath.Component)] = []

  private enum Work {
    /// Write `value` as the element `name`, `depth` levels down; `step` names it for errors.
    case element(name: String, value: JSON, depth: Int, step: Int)
    /// Write the end tag of an element whose content was written.
    case close(name: String, depth: Int, indented: Bool)
  }

  private init(options: XMLWritingOptions, readsAttributeMarkers: Bool) {
    self.options = options
    self.readsAttributeMarkers = readsAttributeMarkers
    output.reserveCapacity(1024)
  }

  /// The XML text of `value` as the element `rootElement`; `readsAttributeMarkers` when the
  /// value comes from the core's `TreeEncoder` with `EncodingSettings.attributeKeys` set.
  static func write(
    _ value: JSON, rootElement: String, options: XMLWritingOptions,
    readsAttributeMarkers: Bool = false
  ) throws(RemapError) -> [UInt8] {
    var writer = XMLWriter(options: options, readsAttributeMarkers: readsAttributeMarkers)
    if options.includesDeclaration {
      writer.output.append(contentsOf: #"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)
      if options.prettyPrinted { writer.output.append(UInt8(ascii: "\n")) }
    }
    if case .array = value {
      throw RemapError(
        .unsupportedValue,
        "an array has no XML form as the document itself; wrap it in an object whose key "
          + "names its elements")
    }
    try writer.checkName(rootElement, step: -1)
    try writer.write(root: value, name: rootElement)
    return writer.output
  }

  private mutating func write(root: JSON, name: String) throws(RemapError) {
    var work: [Work] = [.element(name: name, value: root, depth: 0, step: -1)]
    while let next = work.popLast() {
      switch next {
      case .close(let name, let depth, let indented):
        if indented { newline(depth: depth) }
        output.append(contentsOf: "</".utf8)
        output.append(contentsOf: name.utf8)
        output.append(UInt8(ascii: ">"))
      case .element(let name, let value, let depth, let step):
        try writeElement(name, value, depth: depth, step: step, work: &work)
      }
    }
  }

  private mutating func writeElement(
    _ name: String, _ value: JSON, depth: Int, step: Int, work: inout [Work]
  ) throws(RemapError) {
    switch value {
    case .null:
      return
    case .array(let elements):
      if elements.isEmpty {
        // An empty element, which reads back as an empty array.
        startTag(name, depth: depth)
        output.append(contentsOf: "/>".utf8)
        return
      }
      for index in elements.indices.reversed() {
        // Not `path(to: addStep(...))`: `path` would read `steps` before `addStep` grew it.
        let elementStep = addStep(step, .index(index))
        if case .array = elements[index] {
          throw RemapError(
            .unsupportedValue, "an array inside an array has no XML form",
            path: path(to: elementStep))
        }
        work.append(.element(name: name, value: elements[index], depth: depth, step: elementStep))
      }
    case .object(let object):
      startTag(name, depth: depth)
      var text: JSON?
      var attributes: Set<String> = []
      var children: [(String, JSON, Int)] = []
      let elementAttributes = options.attributesByElement[name]
      for (key, member) in object {
        if let attribute = attributeName(key, of: member, in: elementAttributes) {
          // A marked member's path names the property, without the marker.
          let memberStep = addStep(step, .key(isMarked(key) ? attribute : key))
          try checkName(attribute, step: memberStep)
          guard let scalar = try scalarText(member, step: memberStep, role: "an attribute")
          else { continue }
          // `id` listed in attributeKeys and `@id` marked by the prefix name one attribute.
          guard attributes.insert(attribute).inserted else {
            throw RemapError(
              .unsupportedValue, "two members are written as the attribute '\(attribute)'",
              path: path(to: memberStep))
          }
          output.append(UInt8(ascii: " "))
          output.append(contentsOf: attribute.utf8)
          output.append(contentsOf: "=\"".utf8)
          try appendEscaped(scalar, inAttribute: true, step: memberStep)
          output.append(UInt8(ascii: "\""))
        } else if key == options.textKey {
          text = member
        } else if !member.isNull {
          let memberStep = addStep(step, .key(key))
          try checkName(key, step: memberStep)
          children.append((key, member, memberStep))
        }
      }
      if depth == 0 && step == -1 { try declareNamespaces(besides: attributes) }
      var textValue: String?
      if let text {
        let textStep = addStep(step, .key(options.textKey))
        textValue = try scalarText(text, step: textStep, role: "text")
      }
      if children.isEmpty && (textValue ?? "").isEmpty {
        output.append(contentsOf: "/>".utf8)
        return
      }
      output.append(UInt8(ascii: ">"))
      if let textValue {
        try appendEscaped(textValue, inAttribute: false, step: step)
      }
      work.append(
        .close(name: name, depth: depth, indented: options.prettyPrinted && !children.isEmpty))
      for (key, member, memberStep) in children.reversed() {
        work.append(.element(name: key, value: member, depth: depth + 1, step: memberStep))
      }
    case .string, .number, .bool:
      startTag(name, depth: depth)
      if depth == 0 && step == -1 { try declareNamespaces(besides: []) }
      let text = try scalarText(value, step: step, role: "text") ?? ""
      if text.isEmpty {
        output.append(contentsOf: "/>".utf8)
        return
      }
      output.append(UInt8(ascii: ">"))
      try appendEscaped(text, inAttribute: false, step: step)
      output.append(contentsOf: "</".utf8)
      output.append(contentsOf: name.utf8)
      output.append(UInt8(ascii: ">"))
    }
  }

  private mutating func startTag(_ name: String, depth: Int) {
    if options.prettyPrinted && depth > 0 { newline(depth: depth) }
    output.append(UInt8(ascii: "<"))
    output.append(contentsOf: name.utf8)
  }

  private mutating func newline(depth: Int) {
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  /// Writes the root element's ``XMLWritingOptions/namespaces`` declarations, in the order of
  /// their prefixes, but those its value wrote already.
  private mutating func declareNamespaces(besides written: Set<String>) throws(RemapError) {
    for (prefix, uri) in options.namespaces.sorted(by: { $0.key < $1.key }) {
      let attribute = prefix.isEmpty ? "xmlns" : "xmlns:" + prefix
      guard !written.contains(attribute) else { continue }
      output.append(UInt8(ascii: " "))
      output.append(contentsOf: attribute.utf8)
      output.append(contentsOf: "=\"".utf8)
      try appendEscaped(uri, inAttribute: true, step: -1)
      output.append(UInt8(ascii: "\""))
    }
  }

  /// The attribute name a key stands for, if it is written as an attribute: an unmarked
  /// namespace declaration (without an ``XMLWritingOptions/attributePrefix``), a key of ``XMLWritingOptions/attributeKeys`` or of the element's
  /// ``XMLWritingOptions/attributesByElement``, a key its type chose as an attribute
  /// (``attributeMarker``), or a key marked by the prefix.
  private func attributeName(
    _ key: String, of value: JSON, in elementAttributes: Set<String>?
  ) -> String? {
    if isMarked(key) { return String(key.unicodeScalars.dropFirst()) }
    if options.attributeKeys.contains(key) || elementAttributes?.contains(key) == true {
      return key
    }
    // Without a marker, a namespace declaration is a key named like one, with text: nothing
    // else could say it. With a marker, a declaration is marked like any attribute, as the
    // reader reads it, and an unmarked `xmlns:b` is an element of that name, which XML 1.0
    // allows and the reader keeps. An array or object under such a key is an element too.
    if options.attributePrefix.isEmpty, key == "xmlns" || key.hasPrefix("xmlns:") {
      switch value {
      case .array, .object: return nil
      default: return key
      }
    }
    // Compared by scalars, not characters: in "@\u{301}id" the marker and a combining mark
    // make one character, which `hasPrefix("@")` would not match.
    let marker = options.attributePrefix.unicodeScalars
    let scalars = key.unicodeScalars
    guard !marker.isEmpty, scalars.starts(with: marker) else { return nil }
    let name = scalars.dropFirst(marker.count)
    return name.isEmpty ? nil : String(name)
  }

  private func isMarked(_ key: String) -> Bool {
    readsAttributeMarkers && key.utf8.first == 0
  }

  /// The text of a scalar; `nil` for `null`; an error for an array or object.
  private func scalarText(_ value: JSON, step: Int, role: String) throws(RemapError) -> String? {
    switch value {
    case .null: return nil
    case .string(let string): return string
    case .number(let number): return number.description
    case .bool(let flag): return flag ? "true" : "false"
    case .array, .object:
      throw RemapError(
        .unsupportedValue, "\(role) must be a string, number or Boolean, not an array or object",
        path: path(to: step))
    }
  }

  // MARK: - Escaping

  /// Appends text with `&`, `<`, `>` escaped, and in attributes `"` and the whitespace that
  /// attribute normalization would turn into spaces; carriage returns are escaped everywhere so
  /// that they survive line-end normalization.
  private mutating func appendEscaped(
    _ text: String, inAttribute: Bool, step: Int
  ) throws(RemapError) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output.append(contentsOf: "&amp;".utf8)
      case "<": output.append(contentsOf: "&lt;".utf8)
      case ">": output.append(contentsOf: "&gt;".utf8)
      case "\r": output.append(contentsOf: "&#13;".utf8)
      case "\"" where inAttribute: output.append(contentsOf: "&quot;".utf8)
      case "\n" where inAttribute: output.append(contentsOf: "&#10;".utf8)
      case "\t" where inAttribute: output.append(contentsOf: "&#9;".utf8)
      default:
        guard XMLCharacters.isXMLCharacter(scalar.value) else {
          throw RemapError(
            .unsupportedValue,
            "U+\(XMLCharacters.scalarHex(scalar.value)) cannot be written in XML 1.0, not even as "
              + "a character reference",
            path: path(to: step))
        }
        UTF8.encode(scalar) { output.append($0) }
      }
    }
  }

  // MARK: - Names and paths

  /// Throws unless `name` is an XML name, which element and attribute names must be.
  private func checkName(_ name: String, step: Int) throws(RemapError) {
    var valid = !name.isEmpty
    for (offset, byte) in name.utf8.enumerated() where valid {
      valid =
        offset == 0
        ? XMLCharacters.isNameStart(byte) : XMLCharacters.isNameCharacter(byte) || byte >= 0x80
    }
    if !valid {
      throw RemapError(
        .unsupportedValue,
        "\"\(name)\" is not a valid XML name, so it cannot name an element or attribute",
        path: path(to: step))
    }
  }

  private mutating func addStep(_ parent: Int, _ component: ValuePath.Component) -> Int {
    steps.append((parent, component))
    return steps.count - 1
  }

  private func path(to step: Int) -> ValuePath {
    var components: [ValuePath.Component] = []
    var current = step
    while current >= 0 {
      components.append(steps[current].component)
      current = steps[current].parent
    }
    return ValuePath(components.reversed())
  }
}
