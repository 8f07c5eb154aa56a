//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Testing

@Suite("@Mappable misuse: diagnostics and fix-its")
struct DiagnosticTests {
  @Test("on a protocol")
  func onProtocol() {
    assertExpansion(
      """
      @Mappable
      protocol Shape {}
      """,
      expandedSource: """
        protocol Shape {}
        """,
      diagnostics: [
        diagnostic(
          "unsupported-declaration",
          "@Mappable applies to a struct, a class or an enum, not a protocol", line: 1, column: 1)
      ])
  }

  @Test("@Ignore without an initial value, fixed by adding one")
  func ignoreWithoutValue() {
    assertExpansion(
      """
      @Mappable
      struct Model {
        @Ignore var cache: [String]
        @Ignore var note: String?
      }
      """,
      expandedSource: """
        struct Model {
          var cache: [String]
          var note: String?
        }
        """,
      diagnostics: [
        diagnostic(
          "ignore-needs-initial-value",
          "an @Ignore property needs an initial value, since it is never decoded", line: 3,
          column: 3, fixIts: ["add an initial value"]),
        diagnostic(
          "ignore-needs-initial-value",
          "an @Ignore property needs an initial value, since it is never decoded", line: 4,
          column: 3, fixIts: ["add an initial value"]),
      ],
      fixedSource: """
        @Mappable
        struct Model {
          @Ignore var cache: [String] = <#value#>
          @Ignore var note: String? = nil
        }
        """)
  }

  @Test("@Key on a computed property, fixed by removing it")
  func keyOnComputedProperty() {
    assertExpansion(
      """
      @Mappable
      struct Model {
        var id: Int
        @Key("double") var twice: Int { id * 2 }
      }
      """,
      expandedSource: """
        struct Model {
          var id: Int
          var twice: Int { id * 2 }
        }
        """,
      diagnostics: [
        diagnostic(
          "attribute-on-computed-property",
          "@Key applies to stored properties; a computed property is not decoded", line: 4,
          column: 3, fixIts: ["remove '@Key'"])
      ],
      fixedSource: """
        @Mappable
        struct Model {
          var id: Int
          var twice: Int { id * 2 }
        }
        """)
  }

  @Test("two properties claiming one key; keys differing only in case are distinct")
  func duplicateKeys() {
    assertExpansion(
      """
      @Mappable
      struct Model {
        var id: Int
        @Key("id") var identifier: Int
        @Key("ID") var upperID: Int
        @Key(path: "name.first") var first: String
        @Key("name") var name: String
      }
      """,
      expandedSource: """
        struct Model {
          var id: Int
          var identifier: Int
          var upperID: Int
          var first: String
          var name: String
        }
        """,
      diagnostics: [
        diagnostic(
          "duplicate-key", "the key \"id\" is claimed by both 'id' and 'identifier'", line: 4,
          column: 3),
        diagnostic(
          "duplicate-key", "the key \"name\" is claimed by both 'first' and 'name'", line: 7,
          column: 3),
      ])
  }

  @Test("a let with an initial value is never decoded, fixed by making it a var")
  func letWithInitialValue() {
    assertExpansion(
      """
      @Mappable
      struct Model {
        @Key("v") let version = 1
      }
      """,
      expandedSource: """
        struct Model {
          let version = 1
        }
        """,
      diagnostics: [
        diagnostic(
          "let-with-initial-value",
          "a 'let' with an initial value is never decoded, so @Key has no effect; make it a 'var'",
          line: 3, column: 3, fixIts: ["make it a 'var'"])
      ],
      fixedSource: """
        @Mappable
        struct Model {
          @Key("v") var version = 1
        }
        """)
  }

  @Test("attributes on the wrong kind of property or type")
  func wrongShapes() {
    assertExpansion(
      """
      @Mappable @Tagged("type")
      struct Model {
        @Lossy var count: Int
        @UnknownKeys var extra: [String: String] = [:]
        @Key(name) var title: String
        @Key("") var empty: String
        @Default(onNull: true) var required: Int
      }
      """,
      expandedSource: """
        struct Model {
          var count: Int
          var extra: [String: String] = [:]
          var title: String
          var empty: String
          var required: Int
        }
        """,
      diagnostics: [
        diagnostic(
          "enum-attribute-on-non-enum", "@Tagged applies to enums only", line: 1, column: 11),
        diagnostic(
          "lossy-needs-array", "@Lossy applies to an array ([Element] or [Element]?)", line: 3,
          column: 3),
        diagnostic(
          "unknown-keys-type", "an @UnknownKeys property must be [String: JSON] or JSON.Object",
          line: 4, column: 3),
        diagnostic("literal-required", "give the key as a string literal", line: 5, column: 8),
        diagnostic("empty-key", "a key cannot be empty", line: 6, column: 3),
        diagnostic(
          "default-needs-initial-value",
          "@Default uses the property's initial value; give the property one", line: 7, column: 3,
          fixIts: ["add an initial value"]),
      ])
  }

  @Test("enum misuse: two fallbacks, a fallback with values, a value named like the tag")
  func enumMisuse() {
    assertExpansion(
      """
      @Mappable @Tagged("type")
      enum Event {
        case click(type: Int)
        @Fallback case unknown(Int)
        @Fallback case other
      }
      """,
      expandedSource: """
        enum Event {
          case click(type: Int)
          case unknown(Int)
          case other
        }
        """,
      diagnostics: [
        diagnostic(
          "tag-collides",
          "an associated value has the same key as the tag; rename it with a label", line: 3,
          column: 8),
        diagnostic(
          "fallback-shape",
          "a @Fallback case has no associated value, or one String that keeps the value found",
          line: 4, column: 3),
        diagnostic(
          "fallback-twice", "an enum can have only one @Fallback case", line: 5, column: 3),
      ])
  }
}
