//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Reads and writes an ``RGBAColor`` as hex text.
///
/// Reads `#rgb`, `#rgba`, `#rrggbb` and `#rrggbbaa`, with `#`, with `0x`, or with no prefix,
/// in any case, with surrounding whitespace ignored: `"#aaa"`, `"B06200AA"`, `"0xff8800"`.
/// Writes `#rrggbb`, or `#rrggbbaa` when the colour is not opaque (or always, with
/// `alwaysIncludesAlpha`), in lower case.
///
/// ```swift
/// decoder.transforms.register(HexColorTransform())
/// ```
public struct HexColorTransform: ValueTransform {
  /// Whether encoding writes the alpha channel of opaque colours too.
  public var alwaysIncludesAlpha: Bool

  /// Creates the transform.
  ///
  /// - Parameter alwaysIncludesAlpha: Whether to write `#rrggbbaa` for opaque colours too;
  ///   `false` by default.
  public init(alwaysIncludesAlpha: Bool = false) {
    self.alwaysIncludesAlpha = alwaysIncludesAlpha
  }

  /// Reads hex text.
  ///
  /// - Parameter json: A string.
  /// - Returns: The colour.
  /// - Throws: ``RemapError``: ``RemapError/Code/typeMismatch`` for a value that is not a
  ///   string, ``RemapError/Code/invalidValue`` for text that is not a hex colour.
  public func decode(_ json: JSON) throws -> RGBAColor {
    guard case .string(let text) = json else {
      throw TransformErrors.typeMismatch(expected: "a hex colour string", found: json)
    }
    guard let color = Self.color(fromHex: text) else {
      throw TransformErrors.invalidValue(
        expected: "a hex colour such as #b06200 or #b06200aa", found: json)
    }
    return color
  }

  /// Writes hex text.
  ///
  /// - Parameter value: The colour.
  /// - Returns: `#rrggbb` or `#rrggbbaa`.
  public func encode(_ value: RGBAColor) -> JSON {
    guard alwaysIncludesAlpha, value.alpha == 255 else { return .string(value.hexString) }
    return .string(value.hexString + "ff")
  }

  /// The colour written in `text`, or `nil` when it is not a hex colour.
  package static func color(fromHex text: String) -> RGBAColor? {
    var digits = Coercions.trimmed(text[...], newlines: false).utf8[...]
    if digits.first == UInt8(ascii: "#") {
      digits = digits.dropFirst()
    } else if digits.starts(with: "0x".utf8) || digits.starts(with: "0X".utf8) {
      digits = digits.dropFirst(2)
    }
    let count = digits.count
    guard count == 3 || count == 4 || count == 6 || count == 8 else { return nil }
    // The digits' value, four bits each, in the order written.
    var value: UInt32 = 0
    for byte in digits {
      let nibble: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(nibble)
    }
    // One digit per channel doubles it (`f` is `ff`); the last channel is alpha when there
    // are four.
    let perChannel = count <= 4 ? 1 : 2
    let channels = count / perChannel
    func channel(_ position: Int) -> UInt8 {
      let shift = (channels - 1 - position) * 4 * perChannel
      let bits = UInt8(truncatingIfNeeded: value >> UInt32(shift))
      return perChannel == 1 ? (bits & 0xF) << 4 | (bits & 0xF) : bits
    }
    return RGBAColor(
      red: channel(0), green: channel(1), blue: channel(2), alpha: channels == 4 ? channel(3) : 255)
  }
}
