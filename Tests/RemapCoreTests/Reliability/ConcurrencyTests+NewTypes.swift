//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Remap

// Workloads for the types that came after the first ones: transform registries (inside a
// decoder and an encoder), rewriters loaded from a rules file, and the XML parser and writer.

/// A place with a coordinate and a colour that only registered transforms can read.
private struct Pin: Codable, Equatable, Sendable {
  var name: String
  var location: GeoCoordinate
  var color: RGBAColor

  static func make(_ task: Int, _ round: Int) -> Pin {
    Pin(
      name: "pin \(task)/\(round)",
      location: GeoCoordinate(latitude: Double(task) / 4, longitude: Double(round) / 8 - 3),
      color: RGBAColor(red: UInt8(task), green: UInt8(round), blue: 7, alpha: 255))
  }
}

extension ConcurrencyTests {
  /// One decoder and one encoder sharing a transform registry: the coordinate as numeric
  /// strings under its own keys, the colour as hex text.
  static var transforms: SharedWorkload {
    var registry = TransformRegistry()
    registry.register(CoordinateTransform(latitudeKey: "lat", longitudeKey: "lon"))
    registry.register(HexColorTransform())
    var decoder = RemapDecoder()
    decoder.transforms = registry
    var encoder = RemapEncoder()
    encoder.transforms = registry
    let (sharedDecoder, sharedEncoder) = (decoder, encoder)
    return SharedWorkload(name: "TransformRegistry") { task, round in
      let pin = Pin.make(task, round)
      let text = """
        {"name": "\(pin.name)", "location": {"lat": "\(pin.location.latitude)", \
        "lon": "\(pin.location.longitude)"}, "color": "\(pin.color.hexString)"}
        """
      guard let decoded = try? sharedDecoder.decode(Pin.self, from: text), decoded == pin,
        let tree = try? sharedEncoder.encodeJSON(pin), tree["color"]?.string == pin.color.hexString,
        tree[path: "location.lat"]?.double == pin.location.latitude
      else { return "task \(task) round \(round): \(text)" }
      return nil
    }
  }

  /// One rewriter loaded from a rules file, over documents and arrays of them.
  static var rewriter: SharedWorkload {
    let rules: JSON = [
      "rules": [
        ["key": "name", "from": "name", "required": true, "transform": "trim"],
        [
          "key": "geo", "from": ["loc.lat", "loc.lng"], "required": true,
          "transform": "coordinate",
        ],
        [
          "key": "label", "from": ["first", "last"],
          "transform": ["name": "template", "template": "{first} {last}"],
        ],
        ["key": "color", "from": "color", "transform": "hexColor"],
      ],
      "defaultRule": "drop",
    ]
    guard let shared = try? Rewriter(rules: rules) else {
      return SharedWorkload(name: "Rewriter") { _, _ in "the rules did not load" }
    }
    return SharedWorkload(name: "Rewriter") { task, round in
      let input: JSON = [
        "name": .string(" n\(task) "),
        "loc": ["lat": .number(JSON.Number(task)), "lng": .string("\(round)")],
        "first": .string("a\(task)"), "last": .string("b\(round)"), "color": "#0F8",
        "extra": true,
      ]
      let expected: JSON = [
        "name": .string("n\(task)"),
        "geo": ["lat": .number(JSON.Number(task)), "lng": .number(JSON.Number(round))],
        "label": .string("a\(task) b\(round)"), "color": "#00ff88",
      ]
      let results = shared.rewrite(each: [input, input])
      guard results.count == 2,
        results.allSatisfy({ $0.output == expected && $0.missingKeys.isEmpty })
      else { return "task \(task) round \(round): \(results.map(\.output))" }
      return shared.rewrite(["extra": 1]).missingKeys == ["name", "geo"]
        ? nil : "task \(task) round \(round): missing keys"
    }
  }

  /// XML read and written from many tasks, with shared options.
  static var xml: SharedWorkload {
    var options = XMLReadingOptions()
    options.keepsRootElement = true
    let shared = options
    return SharedWorkload(name: "XML") { task, round in
      let text = #"<feed id="\#(task)"><entry>e\#(round)</entry><entry>x</entry></feed>"#
      guard let value = try? JSON(parsingXML: text, options: shared),
        value[path: "feed.id"]?.string == "\(task)",
        value[path: "feed.entry[0]"]?.string == "e\(round)",
        let feed = value["feed"], let written = try? feed.xmlSerialized(rootElement: "feed"),
        let again = try? JSON(parsingXML: written), again == feed
      else { return "task \(task) round \(round): \(text)" }
      return nil
    }
  }
}
