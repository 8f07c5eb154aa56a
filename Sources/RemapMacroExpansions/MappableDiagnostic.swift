//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import SwiftDiagnostics

/// A misuse of `@Mappable` or its attributes, with a stable ID (`RemapMacros.<id>`).
struct MappableDiagnostic: DiagnosticMessage {
  let id: String
  let message: String
  var severity: DiagnosticSeverity = .error

  var diagnosticID: MessageID { MessageID(domain: "RemapMacros", id: id) }

  static func notAModel(_ kind: String) -> Self {
    Self(
      id: "unsupported-declaration",
      message: "@Mappable applies to a struct, a class or an enum, not \(kind)")
  }
  static let subclassNotAClass = Self(
    id: "subclass-not-a-class", message: "@MappableSubclass applies to a subclass only")
  static func attributeOnComputedProperty(_ attribute: String) -> Self {
    Self(
      id: "attribute-on-computed-property",
      message: "@\(attribute) applies to stored properties; a computed property is not decoded")
  }
  static func attributeOnStatic(_ attribute: String) -> Self {
    Self(
      id: "attribute-on-static-property",
      message: "@\(attribute) applies to instance properties; a static property is not decoded")
  }
  static let ignoreNeedsInitialValue = Self(
    id: "ignore-needs-initial-value",
    message: "an @Ignore property needs an initial value, since it is never decoded")
  static let defaultNeedsInitialValue = Self(
    id: "default-needs-initial-value",
    message: "@Default uses the property's initial value; give the property one")
  static func letWithInitialValue(_ attribute: String) -> Self {
    Self(
      id: "let-with-initial-value",
      message: "a 'let' with an initial value is never decoded, so @\(attribute) has no effect; "
        + "make it a 'var'")
  }
  static func duplicateKey(_ key: String, _ first: String, _ second: String) -> Self {
    Self(
      id: "duplicate-key",
      message: "the key \"\(key)\" is claimed by both '\(first)' and '\(second)'")
  }
  static let emptyKey = Self(id: "empty-key", message: "a key cannot be empty")
  static let literalRequired = Self(
    id: "literal-required", message: "give the key as a string literal")
  static let unknownKeysType = Self(
    id: "unknown-keys-type",
    message: "an @UnknownKeys property must be [String: JSON] or JSON.Object")
  static let unknownKeysTwice = Self(
    id: "unknown-keys-twice", message: "only one property can collect the unknown keys")
  static let lossyNeedsArray = Self(
    id: "lossy-needs-array", message: "@Lossy applies to an array ([Element] or [Element]?)")
  static func conflictingAttributes(_ first: String, _ second: String) -> Self {
    Self(
      id: "conflicting-attributes", message: "@\(first) and @\(second) cannot be used together")
  }
  static let multipleBindings = Self(
    id: "multiple-bindings",
    message: "declare each property with an attribute on its own line ('var a: Int' and "
      + "'var b: Int')")
  static func enumAttributeOnNonEnum(_ attribute: String) -> Self {
    Self(id: "enum-attribute-on-non-enum", message: "@\(attribute) applies to enums only")
  }
  static let fallbackTwice = Self(
    id: "fallback-twice", message: "an enum can have only one @Fallback case")
  static let fallbackShape = Self(
    id: "fallback-shape",
    message: "a @Fallback case has no associated value, or one String that keeps the value found")
  static let tooManyTagStyles = Self(
    id: "conflicting-tagging", message: "@Tagged and @Untagged cannot be used together")
  static let tagCollides = Self(
    id: "tag-collides",
    message: "an associated value has the same key as the tag; rename it with a label")
}

/// A fix-it's message.
struct MappableFixIt: FixItMessage {
  let message: String
  var fixItID: MessageID { MessageID(domain: "RemapMacros", id: message) }
}
