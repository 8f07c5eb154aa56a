//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Testing

@Suite("@Mappable on enums: expansions")
struct EnumExpansionTests {
  @Test("a raw-value enum with a fallback case")
  func rawValueFallback() {
    assertExpansion(
      """
      @Mappable
      enum Level: String {
        case low, high
        @Fallback case unknown
      }
      """,
      expandedSource: #"""
        enum Level: String {
          case low, high
          case unknown
        }

        nonisolated extension Level: Codable, Mappable {
          nonisolated init(from decoder: any Decoder) throws {
            let _$value = try decoder.singleValueContainer().decode(String.self)
            if let value = Self(rawValue: _$value) {
              self = value
            } else {
              if let value = _MappingDecodingContainer.caseInsensitive(Self.self, _$value, decoder: decoder) {
                self = value
              } else {
                _MappingDecodingContainer.noteFallback("\(_$value)", type: "Level", decoder: decoder)
                self = .unknown
              }
            }
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = encoder.singleValueContainer()
            try _$container.encode(self.rawValue)
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            let _$raw = try _$value.decode(String.self)
            if let value = Self(rawValue: _$raw) {
              self = value
            } else {
              if let value = _MappingDecodingContainer.caseInsensitive(Self.self, _$raw, decoder: _$value._decoder) {
                self = value
              } else {
                _MappingDecodingContainer.noteFallback("\(_$raw)", type: "Level", decoder: _$value._decoder)
                self = .unknown
              }
            }
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            try _$value.encode(self.rawValue)
          }
        }
        """#)
  }

  @Test("an integer raw value with a fallback: no case-insensitive match is tried")
  func integerRawValueFallback() {
    assertExpansion(
      """
      @Mappable
      enum Priority: Int {
        case low = 1, high = 2
        @Fallback case unknown = 0
      }
      """,
      expandedSource: #"""
        enum Priority: Int {
          case low = 1, high = 2
          case unknown = 0
        }

        nonisolated extension Priority: Codable, Mappable {
          nonisolated init(from decoder: any Decoder) throws {
            let _$value = try decoder.singleValueContainer().decode(Int.self)
            if let value = Self(rawValue: _$value) {
              self = value
            } else {
              _MappingDecodingContainer.noteFallback("\(_$value)", type: "Priority", decoder: decoder)
              self = .unknown
            }
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = encoder.singleValueContainer()
            try _$container.encode(self.rawValue)
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            let _$raw = try _$value.decode(Int.self)
            if let value = Self(rawValue: _$raw) {
              self = value
            } else {
              _MappingDecodingContainer.noteFallback("\(_$raw)", type: "Priority", decoder: _$value._decoder)
              self = .unknown
            }
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            try _$value.encode(self.rawValue)
          }
        }
        """#)
  }

  @Test("a fallback case without a value, in an enum without raw values: written as its name")
  func fallbackWithoutValue() {
    assertExpansion(
      """
      @Mappable
      enum Mood {
        case calm, angry
        @Fallback case other
      }
      """,
      expandedSource: #"""
        enum Mood {
          case calm, angry
          case other
        }

        nonisolated extension Mood: Codable, Mappable {
          nonisolated init(from decoder: any Decoder) throws {
            let _$value = try decoder.singleValueContainer().decode(String.self)
            switch _$value {
            case "calm":
              self = .calm
            case "angry":
              self = .angry
            default:
              _MappingDecodingContainer.noteFallback("\"\(_$value)\"", type: "Mood", decoder: decoder)
              self = .other
            }
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = encoder.singleValueContainer()
            switch self {
            case .calm:
              try _$container.encode("calm")
            case .angry:
              try _$container.encode("angry")
            case .other:
              try _$container.encode("other")
            }
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            let _$raw = try _$value.decode(String.self)
            switch _$raw {
            case "calm":
              self = .calm
            case "angry":
              self = .angry
            default:
              _MappingDecodingContainer.noteFallback("\"\(_$raw)\"", type: "Mood", decoder: _$value._decoder)
              self = .other
            }
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            switch self {
            case .calm:
              try _$value.encode("calm")
            case .angry:
              try _$value.encode("angry")
            case .other:
              try _$value.encode("other")
            }
          }
        }
        """#)
  }

  @Test("a raw-value enum without a fallback: an unknown value's error lists the cases")
  func rawValueWithoutFallback() {
    assertExpansion(
      """
      @Mappable
      enum Priority: Int {
        case low = 1
        case high = 5
      }
      """,
      expandedSource: #"""
        enum Priority: Int {
          case low = 1
          case high = 5
        }

        nonisolated extension Priority: Codable, Mappable {
          nonisolated init(from decoder: any Decoder) throws {
            let _$value = try decoder.singleValueContainer().decode(Int.self)
            if let value = Self(rawValue: _$value) {
              self = value
            } else {
              throw _MappingDecodingContainer.invalidRawValue(_$value, cases: [Self.low, Self.high], decoder: decoder)
            }
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = encoder.singleValueContainer()
            try _$container.encode(self.rawValue)
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            let _$raw = try _$value.decode(Int.self)
            if let value = Self(rawValue: _$raw) {
              self = value
            } else {
              throw _MappingDecodingContainer.invalidRawValue(_$raw, cases: [Self.low, Self.high], decoder: _$value._decoder)
            }
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            try _$value.encode(self.rawValue)
          }
        }
        """#)
  }

  @Test("a fallback case that keeps the value found")
  func fallbackKeepsValue() {
    assertExpansion(
      """
      @Mappable
      enum Status {
        case active
        @CaseName("on-hold") case onHold
        @Fallback case other(String)
      }
      """,
      expandedSource: #"""
        enum Status {
          case active
          case onHold
          case other(String)
        }

        nonisolated extension Status: Codable, Mappable {
          nonisolated init(from decoder: any Decoder) throws {
            let _$value = try decoder.singleValueContainer().decode(String.self)
            switch _$value {
            case "active":
              self = .active
            case "on-hold":
              self = .onHold
            default:
              _MappingDecodingContainer.noteFallback("\"\(_$value)\"", type: "Status", decoder: decoder)
              self = .other(_$value)
            }
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = encoder.singleValueContainer()
            switch self {
            case .active:
              try _$container.encode("active")
            case .onHold:
              try _$container.encode("on-hold")
            case .other(let _$0):
              try _$container.encode(_$0)
            }
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            let _$raw = try _$value.decode(String.self)
            switch _$raw {
            case "active":
              self = .active
            case "on-hold":
              self = .onHold
            default:
              _MappingDecodingContainer.noteFallback("\"\(_$raw)\"", type: "Status", decoder: _$value._decoder)
              self = .other(_$raw)
            }
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            switch self {
            case .active:
              try _$value.encode("active")
            case .onHold:
              try _$value.encode("on-hold")
            case .other(let _$0):
              try _$value.encode(_$0)
            }
          }
        }
        """#)
  }

  @Test("@Tagged: the tag beside the values; a single unnamed value is merged")
  func internallyTagged() {
    assertExpansion(
      """
      @Mappable @Tagged("type")
      enum Pet {
        case dog(name: String, age: Int? = nil)
        case cat(Cat)
        case none
      }
      """,
      expandedSource: """
        enum Pet {
          case dog(name: String, age: Int? = nil)
          case cat(Cat)
          case none
        }

        nonisolated extension Pet: Codable, Mappable {
          nonisolated init(from decoder: any Decoder) throws {
            let _$container = try _MappingDecodingContainer(decoder)
            let _$tag = try _$container.tag(at: .key("type"))
            switch _$tag {
            case "dog":
              self = .dog(name: try _$container.decode(at: .key("name")) as String, age: try _$container.decodeIfPresent(at: .key("age"), default: nil) as Int?)
            case "cat":
              self = .cat(try decoder.singleValueContainer().decode(Cat.self))
            case "none":
              self = .none
            default:
              throw _$container.unknownCase(_$tag, at: .key("type"), cases: ["dog", "cat", "none"])
            }
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = _MappingEncodingContainer(encoder)
            switch self {
            case .dog(let _$0, let _$1):
              try _$container.encode("dog", forKey: "type")
              try _$container.encode(_$0, forKey: "name")
              try _$container.encodeIfPresent(_$1, forKey: "age")
            case .cat(let _$0):
              try _$container.encode("cat", forKey: "type")
              try _$0.encode(to: encoder)
            case .none:
              try _$container.encode("none", forKey: "type")
            }
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value.object()
            let _$tag = try _$object.decode(String.self, forKey: "type")
            switch _$tag {
            case "dog":
              let _$container = try _MappingDecodingContainer(_$value)
              self = .dog(name: try _$container.decode(at: .key("name")) as String, age: try _$container.decodeIfPresent(at: .key("age"), default: nil) as Int?)
            case "cat":
              self = .cat(try _$value.decode((Cat).self))
            case "none":
              self = .none
            default:
              throw _MappingDecodingContainer.unknownCase(_$tag, at: "type", cases: ["dog", "cat", "none"], in: _$object)
            }
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            switch self {
            case .dog(let _$0, let _$1):
              var _$object = _$value.object()
              try _$object.encode("dog", forKey: "type")
              try _$object.encode(_$0, forKey: "name")
              try _$object.encodeIfPresent(_$1, forKey: "age")
            case .cat:
              try _$value.encode(_CodableEncoding(self))
            case .none:
              var _$object = _$value.object()
              try _$object.encode("none", forKey: "type")
            }
          }
        }
        """)
  }

  @Test("@Tagged with content: the values under their own key")
  func adjacentlyTagged() {
    assertExpansion(
      """
      @Mappable @Tagged("type", content: "data")
      enum Event {
        case click(x: Int, y: Int)
        case key(String)
      }
      """,
      expandedSource: """
        enum Event {
          case click(x: Int, y: Int)
          case key(String)
        }

        nonisolated extension Event: Codable, Mappable {
          nonisolated init(from decoder: any Decoder) throws {
            let _$container = try _MappingDecodingContainer(decoder)
            let _$tag = try _$container.tag(at: .key("type"))
            switch _$tag {
            case "click":
              let _$payload = try _$container.nested("data")
              self = .click(x: try _$payload.decode(at: .key("x")) as Int, y: try _$payload.decode(at: .key("y")) as Int)
            case "key":
              self = .key(try _$container.decode(at: .key("data")) as String)
            default:
              throw _$container.unknownCase(_$tag, at: .key("type"), cases: ["click", "key"])
            }
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = _MappingEncodingContainer(encoder)
            switch self {
            case .click(let _$0, let _$1):
              try _$container.encode("click", forKey: "type")
              var _$payload = _$container.nested("data")
              try _$payload.encode(_$0, forKey: "x")
              try _$payload.encode(_$1, forKey: "y")
            case .key(let _$0):
              try _$container.encode("key", forKey: "type")
              try _$container.encode(_$0, forKey: "data")
            }
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value.object()
            let _$tag = try _$object.decode(String.self, forKey: "type")
            switch _$tag {
            case "click":
              var _$payload = try _$object.nestedObject(forKey: "data")
              self = .click(x: try _$payload.decode((Int).self, forKey: "x"), y: try _$payload.decode((Int).self, forKey: "y"))
            case "key":
              self = .key(try _$object.decode((String).self, forKey: "data"))
            default:
              throw _MappingDecodingContainer.unknownCase(_$tag, at: "type", cases: ["click", "key"], in: _$object)
            }
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            switch self {
            case .click(let _$0, let _$1):
              var _$object = _$value.object()
              try _$object.encode("click", forKey: "type")
              var _$payload = _$object.nestedObject(forKey: "data")
              try _$payload.encode(_$0, forKey: "x")
              try _$payload.encode(_$1, forKey: "y")
            case .key(let _$0):
              var _$object = _$value.object()
              try _$object.encode("key", forKey: "type")
              try _$object.encode(_$0, forKey: "data")
            }
          }
        }
        """)
  }

  @Test("without @Tagged: externally tagged, as Swift synthesizes")
  func externallyTagged() {
    assertExpansion(
      """
      @Mappable
      enum Shape {
        case circle(radius: Double)
        case point
      }
      """,
      expandedSource: """
        enum Shape {
          case circle(radius: Double)
          case point
        }

        nonisolated extension Shape: Codable, Mappable {
          nonisolated init(from decoder: any Decoder) throws {
            let _$container = try _MappingDecodingContainer(decoder)
            let _$tag = try _$container.tag(at: nil)
            switch _$tag {
            case "circle":
              let _$payload = try _$container.nested("circle")
              self = .circle(radius: try _$payload.decode(at: .key("radius")) as Double)
            case "point":
              self = .point
            default:
              throw _$container.unknownCase(_$tag, at: nil, cases: ["circle", "point"])
            }
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = _MappingEncodingContainer(encoder)
            switch self {
            case .circle(let _$0):
              var _$payload = _$container.nested("circle")
              try _$payload.encode(_$0, forKey: "radius")
            case .point:
              _ = _$container.nested("point")
            }
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value.object()
            let _$tag = try _MappingDecodingContainer.tag(of: _$object)
            switch _$tag {
            case "circle":
              var _$payload = try _$object.nestedObject(forKey: "circle")
              self = .circle(radius: try _$payload.decode((Double).self, forKey: "radius"))
            case "point":
              self = .point
            default:
              throw _MappingDecodingContainer.unknownCase(_$tag, at: nil, cases: ["circle", "point"], in: _$object)
            }
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            switch self {
            case .circle(let _$0):
              var _$object = _$value.object()
              var _$payload = _$object.nestedObject(forKey: "circle")
              try _$payload.encode(_$0, forKey: "radius")
            case .point:
              var _$object = _$value.object()
              _ = _$object.nestedObject(forKey: "point")
            }
          }
        }
        """)
  }

  @Test("@Untagged: the first case that decodes")
  func untagged() {
    assertExpansion(
      """
      @Mappable @Untagged
      enum Identifier {
        case number(Int)
        case text(String)
      }
      """,
      expandedSource: """
        enum Identifier {
          case number(Int)
          case text(String)
        }

        nonisolated extension Identifier: Codable, Mappable {
          nonisolated init(from decoder: any Decoder) throws {
            let _$candidates: [() throws -> Self] = [
              {
                Self.number(try decoder.singleValueContainer().decode(Int.self))
              },
              {
                Self.text(try decoder.singleValueContainer().decode(String.self))
              }
            ]
            guard let value = _MappingDecodingContainer.firstDecoding(decoder, _$candidates) else {
              throw _MappingDecodingContainer.noCaseMatched("Identifier", decoder: decoder)
            }
            self = value
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            switch self {
            case .number(let _$0):
              var _$container = encoder.singleValueContainer()
              try _$container.encode(_$0)
            case .text(let _$0):
              var _$container = encoder.singleValueContainer()
              try _$container.encode(_$0)
            }
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            let _$reader = _$value
            let _$candidates: [() throws -> Self] = [
              {
                Self.number(try _$reader.decode((Int).self))
              },
              {
                Self.text(try _$reader.decode((String).self))
              }
            ]
            guard let value = _MappingDecodingContainer.firstDecoding(_$reader._decoder, _$candidates) else {
              throw _MappingDecodingContainer.noCaseMatched("Identifier", decoder: _$reader._decoder)
            }
            self = value
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            switch self {
            case .number(let _$0):
              try _$value.encode(_$0)
            case .text(let _$0):
              try _$value.encode(_$0)
            }
          }
        }
        """)
  }
}
