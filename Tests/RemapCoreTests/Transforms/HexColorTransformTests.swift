//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import Testing

@Suite("HexColorTransform")
struct HexColorTransformTests {
  @Test(
    "reads every hex form, with or without a prefix, in any case",
    arguments: [
      ("#aaa", RGBAColor(red: 0xaa, green: 0xaa, blue: 0xaa)),
      ("abc8", RGBAColor(red: 0xaa, green: 0xbb, blue: 0xcc, alpha: 0x88)),
      ("#B06200", RGBAColor(red: 0xb0, green: 0x62, blue: 0x00)),
      ("0xb06200aa", RGBAColor(red: 0xb0, green: 0x62, blue: 0x00, alpha: 0xaa)),
      ("0XFFFFFF", RGBAColor.white),
      (" #000000 ", RGBAColor.black),
    ])
  func decodes(text: String, color: RGBAColor) throws {
    #expect(try HexColorTransform().decode(.string(text)) == color)
  }

  @Test("writes #rrggbb, or #rrggbbaa when not opaque or when asked")
  func encodes() throws {
    let transform = HexColorTransform()
    #expect(transform.encode(RGBAColor(red: 0xb0, green: 0x62, blue: 0)) == "#b06200")
    #expect(
      transform.encode(RGBAColor(red: 0xb0, green: 0x62, blue: 0, alpha: 0xaa)) == "#b06200aa")
    #expect(HexColorTransform(alwaysIncludesAlpha: true).encode(.white) == "#ffffffff")
    #expect(RGBAColor.clear.hexString == "#00000000")
  }

  @Test("rejects other text and other kinds", arguments: ["#12", "#12345", "#ggg", "", "red"])
  func rejects(text: String) throws {
    let error = try #require(throws: RemapError.self) {
      try HexColorTransform().decode(.string(text))
    }
    #expect(error.code == .invalidValue)
    #expect(error.message.hasPrefix("expected a hex colour such as #b06200 or #b06200aa, found"))
  }

  @Test("a number is a type mismatch")
  func number() throws {
    let error = try #require(throws: RemapError.self) { try HexColorTransform().decode(12) }
    #expect(error.code == .typeMismatch)
    #expect(error.message == "expected a hex colour string, found the number 12")
  }

  @Test("RGBAColor's own Codable form is hex text")
  func ownConformance() throws {
    let colors = try RemapDecoder().decode([RGBAColor].self, from: ##"["#aaa", "#b06200aa"]"##)
    #expect(colors[1].alpha == 0xaa)
    #expect(
      String(decoding: try RemapEncoder().encode(colors), as: UTF8.self)
        == ##"["#aaaaaa","#b06200aa"]"##)
  }
}
