//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Testing

@Suite("@Mappable on structs and classes: expansions")
struct StructExpansionTests {
  @Test("plain properties: the synthesized shape, a CodingKeys enum; optionals if present")
  func plainProperties() {
    assertExpansion(
      """
      @Mappable
      public struct User {
        let id: Int
        var name: String
        var nickname: String?
        let kind = "user"
        var computed: Int { id * 2 }
        static var shared = 0
      }
      """,
      expandedSource: """
        public struct User {
          let id: Int
          var name: String
          var nickname: String?
          let kind = "user"
          var computed: Int { id * 2 }
          static var shared = 0
        }

        nonisolated extension User: Codable, Mappable {
          private nonisolated enum _$CodingKeys: String, CodingKey {
            case id = "id"
            case name = "name"
            case nickname = "nickname"
          }
          public nonisolated init(from decoder: any Decoder) throws {
            let _$container = try decoder.container(keyedBy: _$CodingKeys.self)
            self.id = try _$container.decode(_mappingType(Self.self) {
                $0.id
              }, forKey: .id)
            self.name = try _$container.decode(_mappingType(Self.self) {
                $0.name
              }, forKey: .name)
            self.nickname = try _$container.decodeIfPresent(_mappingWrappedType(Self.self) {
                $0.nickname
              }, forKey: .nickname)
          }
          public nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = encoder.container(keyedBy: _$CodingKeys.self)
            try _$container.encode(self.id, forKey: .id)
            try _$container.encode(self.name, forKey: .name)
            try _$container.encodeIfPresent(self.nickname, forKey: .nickname)
          }
          public nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value._objectOfDistinctKeys()
            let _$id = try _$object.decode(_mappingType(Self.self) {
                $0.id
              }, forKey: "id")
            let _$name = try _$object.decode(_mappingType(Self.self) {
                $0.name
              }, forKey: "name")
            let _$nickname = try _$object.decodeIfPresent(_mappingWrappedType(Self.self) {
                $0.nickname
              }, forKey: "nickname")
            self.init(id: _$id, name: _$name, nickname: _$nickname)
          }
          public nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            var _$object = _$value.object()
            try _$object.encode(self.id, forKey: "id")
            try _$object.encode(self.name, forKey: "name")
            try _$object.encodeIfPresent(self.nickname, forKey: "nickname")
          }
        }
        """)
  }

  @Test("keywords as property names: escaped in code, plain as argument labels")
  func keywordProperties() {
    assertExpansion(
      """
      @Mappable
      struct Flags {
        var `public`: Bool
        var `let`: Int
      }
      """,
      expandedSource: """
        struct Flags {
          var `public`: Bool
          var `let`: Int
        }

        nonisolated extension Flags: Codable, Mappable {
          private nonisolated enum _$CodingKeys: String, CodingKey {
            case `public` = "public"
            case `let` = "let"
          }
          nonisolated init(from decoder: any Decoder) throws {
            let _$container = try decoder.container(keyedBy: _$CodingKeys.self)
            self.`public` = try _$container.decode(_mappingType(Self.self) {
                $0.`public`
              }, forKey: .`public`)
            self.`let` = try _$container.decode(_mappingType(Self.self) {
                $0.`let`
              }, forKey: .`let`)
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = encoder.container(keyedBy: _$CodingKeys.self)
            try _$container.encode(self.`public`, forKey: .`public`)
            try _$container.encode(self.`let`, forKey: .`let`)
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value._objectOfDistinctKeys()
            let _$public = try _$object.decode(_mappingType(Self.self) {
                $0.`public`
              }, forKey: "public")
            let _$let = try _$object.decode(_mappingType(Self.self) {
                $0.`let`
              }, forKey: "let")
            self.init(public: _$public, `let`: _$let)
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            var _$object = _$value.object()
            try _$object.encode(self.`public`, forKey: "public")
            try _$object.encode(self.`let`, forKey: "let")
          }
        }
        """)
  }

  @Test("keys, alternatives, paths, defaults, transforms, lossy arrays, unknown keys")
  func attributes() {
    assertExpansion(
      #"""
      @Mappable
      struct Place {
        @Key("place_name") var name: String
        @Key(path: "geometry.location.lat") var lat: Double
        @Key(path: "geometry.location.lng") var lng: Double
        @Key("id", or: "ID", "identifier") var id: Int
        @Key("user_id", encodeAs: "userId") var userID: Int
        var rating: Double = 3.0
        @Default(onNull: true, onInvalid: true) var retries = 3
        @Ignore var cache: [String] = []
        @Transform(HexColorTransform()) var color: RGBAColor
        @Lossy var tags: [String]
        var patch: Presence<String> = .absent
        @UnknownKeys var extra: [String: JSON] = [:]
      }
      """#,
      expandedSource: #"""
        struct Place {
          var name: String
          var lat: Double
          var lng: Double
          var id: Int
          var userID: Int
          var rating: Double = 3.0
          var retries = 3
          var cache: [String] = []
          var color: RGBAColor
          var tags: [String]
          var patch: Presence<String> = .absent
          var extra: [String: JSON] = [:]
        }

        nonisolated extension Place: Codable, Mappable {
          nonisolated init(from decoder: any Decoder) throws {
            let _$container = try _MappingDecodingContainer(decoder)
            self.name = try _$container.decode(at: .key("place_name"))
            self.lat = try _$container.decode(at: .path(["geometry", "location", "lat"]))
            self.lng = try _$container.decode(at: .path(["geometry", "location", "lng"]))
            self.id = try _$container.decode(at: .keys(["id", "ID", "identifier"]))
            self.userID = try _$container.decode(at: .keys(["user_id", "userId"]))
            self.rating = try _$container.decode(at: .key("rating"), default: 3.0)
            self.retries = try _$container.decode(at: .key("retries"), default: 3, onNull: true, onInvalid: true)
            self.color = try _$container.decode(at: .key("color"), using: HexColorTransform())
            self.tags = try _$container.decodeLossy(at: .key("tags"))
            self.patch = try _$container.decodePresence(at: .key("patch"))
            self.extra = try _$container.unknownKeys(excluding: ["place_name", "geometry", "id", "ID", "identifier", "user_id", "userId", "rating", "retries", "color", "tags", "patch"])
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = _MappingEncodingContainer(encoder)
            try _$container.encode(self.name, forKey: "place_name")
            do {
              var _$nested1 = _$container.nested("geometry")
              do {
                var _$nested2 = _$nested1.nested("location")
                try _$nested2.encode(self.lat, forKey: "lat")
                try _$nested2.encode(self.lng, forKey: "lng")
              }
            }
            try _$container.encode(self.id, forKey: "id")
            try _$container.encode(self.userID, forKey: "userId")
            try _$container.encode(self.rating, forKey: "rating")
            try _$container.encode(self.retries, forKey: "retries")
            try _$container.encode(self.color, forKey: "color", using: HexColorTransform())
            try _$container.encode(self.tags, forKey: "tags")
            try _$container.encodePresence(self.patch, forKey: "patch")
            try _$container.encodeUnknownKeys(self.extra, excluding: ["color", "geometry", "id", "patch", "place_name", "rating", "retries", "tags", "userId"])
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value._objectOfDistinctKeys()
            let _$container = try _MappingDecodingContainer(_$value)
            let _$name = try _$object.decode(_mappingType(Self.self) {
                $0.name
              }, forKey: "place_name")
            let _$lat = _mappingValue(_mappingType(Self.self) {
                $0.lat
              }, try _$container.decode(at: .path(["geometry", "location", "lat"])))
            let _$lng = _mappingValue(_mappingType(Self.self) {
                $0.lng
              }, try _$container.decode(at: .path(["geometry", "location", "lng"])))
            let _$id = _mappingValue(_mappingType(Self.self) {
                $0.id
              }, try _$container.decode(at: .keys(["id", "ID", "identifier"])))
            let _$userID = _mappingValue(_mappingType(Self.self) {
                $0.userID
              }, try _$container.decode(at: .keys(["user_id", "userId"])))
            let _$rating = _mappingValue(_mappingType(Self.self) {
                $0.rating
              }, try _$container.decode(at: .key("rating"), default: 3.0))
            let _$retries = _mappingValue(_mappingType(Self.self) {
                $0.retries
              }, try _$container.decode(at: .key("retries"), default: 3, onNull: true, onInvalid: true))
            let _$color = _mappingValue(_mappingType(Self.self) {
                $0.color
              }, try _$container.decode(at: .key("color"), using: HexColorTransform()))
            let _$tags = _mappingValue(_mappingType(Self.self) {
                $0.tags
              }, try _$container.decodeLossy(at: .key("tags")))
            let _$patch = _mappingValue(_mappingType(Self.self) {
                $0.patch
              }, try _$container.decodePresence(at: .key("patch")))
            let _$extra = _mappingValue(_mappingType(Self.self) {
                $0.extra
              }, try _$container.unknownKeys(excluding: ["place_name", "geometry", "id", "ID", "identifier", "user_id", "userId", "rating", "retries", "color", "tags", "patch"]))
            self.init(name: _$name, lat: _$lat, lng: _$lng, id: _$id, userID: _$userID, rating: _$rating, retries: _$retries, color: _$color, tags: _$tags, patch: _$patch, extra: _$extra)
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            try _$value.encode(_CodableEncoding(self))
          }
        }
        """#)
  }

  @Test("keyStyle converts property names; @Key names stay as written")
  func keyStyle() {
    assertExpansion(
      """
      @Mappable(keyStyle: .snakeCase)
      struct Repo {
        var fullName: String
        var htmlURL: String
        @Key("ID") var id: Int
      }
      """,
      expandedSource: """
        struct Repo {
          var fullName: String
          var htmlURL: String
          var id: Int
        }

        nonisolated extension Repo: Codable, Mappable {
          private nonisolated enum _$CodingKeys: String, CodingKey {
            case fullName = "full_name"
            case htmlURL = "html_url"
            case id = "ID"
          }
          nonisolated init(from decoder: any Decoder) throws {
            let _$container = try decoder.container(keyedBy: _$CodingKeys.self)
            self.fullName = try _$container.decode(_mappingType(Self.self) {
                $0.fullName
              }, forKey: .fullName)
            self.htmlURL = try _$container.decode(_mappingType(Self.self) {
                $0.htmlURL
              }, forKey: .htmlURL)
            self.id = try _$container.decode(_mappingType(Self.self) {
                $0.id
              }, forKey: .id)
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = encoder.container(keyedBy: _$CodingKeys.self)
            try _$container.encode(self.fullName, forKey: .fullName)
            try _$container.encode(self.htmlURL, forKey: .htmlURL)
            try _$container.encode(self.id, forKey: .id)
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value._objectOfDistinctKeys()
            let _$fullName = try _$object.decode(_mappingType(Self.self) {
                $0.fullName
              }, forKey: "full_name")
            let _$htmlURL = try _$object.decode(_mappingType(Self.self) {
                $0.htmlURL
              }, forKey: "html_url")
            let _$id = try _$object.decode(_mappingType(Self.self) {
                $0.id
              }, forKey: "ID")
            self.init(fullName: _$fullName, htmlURL: _$htmlURL, id: _$id)
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            var _$object = _$value.object()
            try _$object.encode(self.fullName, forKey: "full_name")
            try _$object.encode(self.htmlURL, forKey: "html_url")
            try _$object.encode(self.id, forKey: "ID")
          }
        }
        """)
  }

  @Test("a struct that declares an initializer has no memberwise one: the fast path assigns")
  func structWithInitializer() {
    assertExpansion(
      """
      @Mappable
      struct Tag {
        var id: Int
        var label: String

        init(id: Int, label: String) {
          self.id = id
          self.label = label
        }
      }
      """,
      expandedSource: """
        struct Tag {
          var id: Int
          var label: String

          init(id: Int, label: String) {
            self.id = id
            self.label = label
          }
        }

        nonisolated extension Tag: Codable, Mappable {
          private nonisolated enum _$CodingKeys: String, CodingKey {
            case id = "id"
            case label = "label"
          }
          nonisolated init(from decoder: any Decoder) throws {
            let _$container = try decoder.container(keyedBy: _$CodingKeys.self)
            self.id = try _$container.decode(_mappingType(Self.self) {
                $0.id
              }, forKey: .id)
            self.label = try _$container.decode(_mappingType(Self.self) {
                $0.label
              }, forKey: .label)
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = encoder.container(keyedBy: _$CodingKeys.self)
            try _$container.encode(self.id, forKey: .id)
            try _$container.encode(self.label, forKey: .label)
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value._objectOfDistinctKeys()
            let _$id = try _$object.decode(_mappingType(Self.self) {
                $0.id
              }, forKey: "id")
            let _$label = try _$object.decode(_mappingType(Self.self) {
                $0.label
              }, forKey: "label")
            self.id = _$id
            self.label = _$label
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            var _$object = _$value.object()
            try _$object.encode(self.id, forKey: "id")
            try _$object.encode(self.label, forKey: "label")
          }
        }
        """)
  }

  @Test("classes: required inits in the body, a subclass calls super, encoding by class")
  func classes() {
    assertExpansion(
      """
      @Mappable
      class Animal {
        var name: String
        func didDecode() throws {}
      }
      @MappableSubclass
      final class Dog: Animal {
        var breed: String
      }
      """,
      expandedSource: """
        class Animal {
          var name: String
          func didDecode() throws {}

          nonisolated required init(from decoder: any Decoder) throws {
            let _$container = try _MappingDecodingContainer(decoder)
            self.name = try _$container.decode(at: .key("name"))
            do {
              try self.didDecode()
            } catch {
              throw _$container.validationFailed(error, type: "Animal")
            }
          }

          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = _MappingEncodingContainer(encoder)
            try _$container.encode(self.name, forKey: "name")
          }

          required nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value._objectOfDistinctKeys()
            let _$container = try _MappingDecodingContainer(_$value)
            let _$name = try _$object.decode(_mappingType(Animal.self) {
                $0.name
              }, forKey: "name")
            self.name = _$name
            do {
              try self.didDecode()
            } catch {
              throw _$container.validationFailed(error, type: "Animal")
            }
          }

          nonisolated class var _$fastEncodingClass: ObjectIdentifier? {
            ObjectIdentifier(Animal.self)
          }

          final nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            guard Self._$fastEncodingClass == ObjectIdentifier(Self.self) else {
              try _$value.encode(_CodableEncoding(self))
              return
            }
            try _$encodeMembers(to: &_$value)
          }

          nonisolated func _$encodeMembers(to _$value: inout ValueWriter) throws {
            var _$object = _$value.object()
            try _$object.encode(self.name, forKey: "name")
          }
        }
        final class Dog: Animal {
          var breed: String

          private nonisolated enum _$CodingKeys: String, CodingKey {
            case breed = "breed"
          }

          nonisolated required init(from decoder: any Decoder) throws {
            let _$container = try decoder.container(keyedBy: _$CodingKeys.self)
            self.breed = try _$container.decode(_mappingType(Dog.self) {
                $0.breed
              }, forKey: .breed)
            try super.init(from: decoder)
          }

          nonisolated override func encode(to encoder: any Encoder) throws {
            var _$container = encoder.container(keyedBy: _$CodingKeys.self)
            try _$container.encode(self.breed, forKey: .breed)
            try super.encode(to: encoder)
          }

          required nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value._objectOfDistinctKeys()
            let _$breed = try _$object.decode(_mappingType(Dog.self) {
                $0.breed
              }, forKey: "breed")
            self.breed = _$breed
            try super.init(_$from: &_$value)
          }

          override nonisolated class var _$fastEncodingClass: ObjectIdentifier? {
            super._$fastEncodingClass == nil ? nil : ObjectIdentifier(Dog.self)
          }

          override nonisolated func _$encodeMembers(to _$value: inout ValueWriter) throws {
            var _$object = _$value.object()
            try _$object.encode(self.breed, forKey: "breed")
            try super._$encodeMembers(to: &_$value)
          }
        }

        nonisolated extension Animal: Codable, Mappable {
        }
        """)
  }

  @Test("the fast path of a final class: types spelled out, attributes through the container")
  func fastPathOfFinalClass() {
    assertExpansion(
      #"""
      @Mappable
      public final class Profile {
        var id: Int
        var scores: [Double]?
        var note: String? = "none"
        @Transform(HexColorTransform()) var accent: RGBAColor?
        var patch: Presence<String> = .absent
        @Ignore var cache: [Int] = []

        func didDecode() throws {}
      }
      """#,
      expandedSource: #"""
        public final class Profile {
          var id: Int
          var scores: [Double]?
          var note: String? = "none"
          var accent: RGBAColor?
          var patch: Presence<String> = .absent
          var cache: [Int] = []

          func didDecode() throws {}

          public nonisolated required init(from decoder: any Decoder) throws {
            let _$container = try _MappingDecodingContainer(decoder)
            self.id = try _$container.decode(at: .key("id"))
            self.scores = try _$container.decodeIfPresent(at: .key("scores"))
            self.note = try _$container.decodeIfPresent(at: .key("note"), default: "none")
            self.accent = try _$container.decodeIfPresent(at: .key("accent"), using: HexColorTransform())
            self.patch = try _$container.decodePresence(at: .key("patch"))
            do {
              try self.didDecode()
            } catch {
              throw _$container.validationFailed(error, type: "Profile")
            }
          }

          public nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = _MappingEncodingContainer(encoder)
            try _$container.encode(self.id, forKey: "id")
            try _$container.encodeIfPresent(self.scores, forKey: "scores")
            try _$container.encodeOrNull(self.note, forKey: "note")
            try _$container.encodeIfPresent(self.accent, forKey: "accent", using: HexColorTransform())
            try _$container.encodePresence(self.patch, forKey: "patch")
          }

          public nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value._objectOfDistinctKeys()
            let _$container = try _MappingDecodingContainer(_$value)
            let _$id = try _$object.decode(_mappingType(Self.self) {
                $0.id
              }, forKey: "id")
            let _$scores = try _$object.decodeIfPresent(_mappingWrappedType(Self.self) {
                $0.scores
              }, forKey: "scores")
            let _$note = _mappingValue(_mappingType(Self.self) {
                $0.note
              }, try _$container.decodeIfPresent(at: .key("note"), default: "none"))
            let _$accent = _mappingValue(_mappingType(Self.self) {
                $0.accent
              }, try _$container.decodeIfPresent(at: .key("accent"), using: HexColorTransform()))
            let _$patch = _mappingValue(_mappingType(Self.self) {
                $0.patch
              }, try _$container.decodePresence(at: .key("patch")))
            self.id = _$id
            self.scores = _$scores
            self.note = _$note
            self.accent = _$accent
            self.patch = _$patch
            do {
              try self.didDecode()
            } catch {
              throw _$container.validationFailed(error, type: "Profile")
            }
          }

          public nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            var _$object = _$value.object()
            try _$object.encode(self.id, forKey: "id")
            try _$object.encodeIfPresent(self.scores, forKey: "scores")
            try _$object._encodeOrNull(self.note, forKey: "note")
            try _$object.encodeIfPresent(self.accent.map(HexColorTransform().encode), forKey: "accent")
            try _$object._encodePresence(self.patch, forKey: "patch")
          }
        }

        nonisolated extension Profile: Codable, Mappable {
        }
        """#)
  }

  @Test("keys that match each other fuzzily: the object is opened the general way")
  func fuzzilyEqualKeys() {
    assertExpansion(
      """
      @Mappable
      struct Pair {
        var id: Int
        @Key("ID") var upperID: Int
      }
      """,
      expandedSource: """
        struct Pair {
          var id: Int
          var upperID: Int
        }

        nonisolated extension Pair: Codable, Mappable {
          private nonisolated enum _$CodingKeys: String, CodingKey {
            case id = "id"
            case upperID = "ID"
          }
          nonisolated init(from decoder: any Decoder) throws {
            let _$container = try decoder.container(keyedBy: _$CodingKeys.self)
            self.id = try _$container.decode(_mappingType(Self.self) {
                $0.id
              }, forKey: .id)
            self.upperID = try _$container.decode(_mappingType(Self.self) {
                $0.upperID
              }, forKey: .upperID)
          }
          nonisolated func encode(to encoder: any Encoder) throws {
            var _$container = encoder.container(keyedBy: _$CodingKeys.self)
            try _$container.encode(self.id, forKey: .id)
            try _$container.encode(self.upperID, forKey: .upperID)
          }
          nonisolated init(_$from _$value: inout ValueReader) throws {
            var _$object = try _$value.object()
            let _$id = try _$object.decode(_mappingType(Self.self) {
                $0.id
              }, forKey: "id")
            let _$upperID = try _$object.decode(_mappingType(Self.self) {
                $0.upperID
              }, forKey: "ID")
            self.init(id: _$id, upperID: _$upperID)
          }
          nonisolated func _$encode(to _$value: inout ValueWriter) throws {
            var _$object = _$value.object()
            try _$object.encode(self.id, forKey: "id")
            try _$object.encode(self.upperID, forKey: "ID")
          }
        }
        """)
  }
}
