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
  static func color(fromHex text: String) -> RGBAColor? {
    var digits = Substring(text.trimmingCharacters(in: .whitespaces))
    if digits.hasPrefix("#") {
      digits = digits.dropFirst()
    } else if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      digits = digits.dropFirst(2)
    }
    var nibbles: [UInt8] = []
    for byte in digits.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): nibbles.append(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }
    let channels: [UInt8]
    switch nibbles.count {
    case 3, 4: channels = nibbles.map { $0 << 4 | $0 }
    case 6, 8:
      channels = stride(from: 0, to: nibbles.count, by: 2).map {
        nibbles[$0] << 4 | nibbles[$0 + 1]
      }
    default: return nil
    }
    return RGBAColor(
      red: channels[0], green: channels[1], blue: channels[2],
      alpha: channels.count == 4 ? channels[3] : 255)
  }
}
