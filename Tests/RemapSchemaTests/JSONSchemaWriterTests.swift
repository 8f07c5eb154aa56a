//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import RemapSchema
import Testing

@Suite("JSONSchemaWriter")
struct JSONSchemaWriterTests {
  private func schema(_ samples: [JSON], enums: Bool = false) -> JSON {
    var inference = SchemaInference()
    inference.add(contentsOf: samples)
    return JSONSchemaWriter(options: .init(infersEnums: enums)).schema(for: inference)
  }

  @Test(arguments: Fixture.all)
  func acceptsEveryFixtureSample(_ fixture: Fixture) throws {
    let samples = try fixture.samples()
    var inference = SchemaInference()
    inference.add(contentsOf: samples)
    let schema = JSONSchemaWriter(options: .init(infersEnums: true)).schema(for: inference)
    for (index, sample) in samples.enumerated() {
      let problems = SchemaValidator.problems(sample, schema: schema)
      #expect(problems.isEmpty, "sample \(index) of \(fixture.name): \(problems)")
    }
  }

  @Test func declaresTheDialect() {
    #expect(schema([1])["$schema"] == "https://json-schema.org/draft/2020-12/schema")
    #expect(schema([1])["title"] == nil)
    var inference = SchemaInference()
    inference.add(1)
    let titled = JSONSchemaWriter(options: .init(title: "Count")).schema(for: inference)
    #expect(titled["title"] == "Count")
  }

  @Test func requiresOnlyTheKeysEveryObjectHad() {
    let schema = schema([["id": 1, "name": "a"], ["id": 2, "name": nil], ["id": 3]])
    #expect(schema["required"] == ["id"])
    #expect(schema[path: "properties.name.type"] == ["string", "null"])
    #expect(schema[path: "properties.id.type"] == "integer")
  }

  @Test func integersAndFractionsMakeANumber() {
    #expect(schema([["n": 1], ["n": 2.5]])[path: "properties.n.type"] == "number")
  }

  @Test func mixedKindsListEveryType() {
    let schema = schema([["v": "a"], ["v": 1], ["v": true], ["v": [1]], ["v": ["k": 1]]])
    #expect(
      schema[path: "properties.v.type"]
        == ["object", "array", "string", "integer", "boolean"])
  }

  @Test func itemsMergeEveryElement() {
    let schema = schema([[["a": 1], ["a": 2, "b": "x"]], [["a": 3]]])
    #expect(schema["type"] == "array")
    #expect(schema[path: "items.required"] == ["a"])
    #expect(schema[path: "items.properties.b.type"] == "string")
  }

  @Test func anArrayAlwaysEmptyAcceptsAnyElement() {
    let schema = schema([["tags": []]])
    #expect(schema[path: "properties.tags.items"] == nil)
  }

  @Test(arguments: [
    ("2016-01-17T16:13:00Z", "date-time"), ("2016-01-17T16:13:00.250+01:00", "date-time"),
    ("2016-01-17", "date"), ("https://example.com/a?b=c", "uri"),
    ("E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "uuid"),
  ])
  func writesTheFormat(_ text: String, _ format: String) {
    #expect(schema([.string(text)])["format"] == .string(format))
    #expect(schema([.string(text), "plain"])["format"] == nil)
  }

  @Test func writesAnEnumOnlyWhenAsked() {
    let samples: [JSON] = [["level": "info"], ["level": "warn"], ["level": "info"]]
    #expect(schema(samples, enums: true)[path: "properties.level.enum"] == ["info", "warn"])
    #expect(schema(samples)[path: "properties.level.enum"] == nil)
  }

  // MARK: - The validator itself

  @Test func theValidatorRejectsWhatBreaksTheSchema() throws {
    let fixture = try #require(Fixture.all.first { $0.name == "github-events" })
    var inference = SchemaInference()
    inference.add(contentsOf: try fixture.samples())
    let schema = JSONSchemaWriter(options: .init(infersEnums: true)).schema(for: inference)
    let broken: [JSON] = [
      [["id": "1", "type": "PushEvent"]],  // required keys missing
      [
        [
          "id": "1", "type": "PushEvent", "actor": 3, "repo": [:], "payload": [:],
          "public": true, "created_at": "2024-02-07T10:15:42Z",
        ]
      ],  // actor is a number
      [
        [
          "id": "1", "type": "ForkEvent", "actor": [:], "repo": [:], "payload": [:],
          "public": true, "created_at": "yesterday",
        ]
      ],  // a type outside the enum, a date that is not one
    ]
    for sample in broken {
      #expect(!SchemaValidator.problems(sample, schema: schema).isEmpty, "\(sample)")
    }
  }
}
