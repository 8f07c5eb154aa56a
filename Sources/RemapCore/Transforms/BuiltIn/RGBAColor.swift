//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A colour with 8-bit red, green, blue and alpha channels: what ``HexColorTransform``
/// reads and writes.
///
/// Its own `Codable` form is hex text, `"#b06200"`, or `"#b06200aa"` when not opaque; it
/// reads every form ``HexColorTransform`` reads.
///
/// ```swift
/// let accent = RGBAColor(red: 0xb0, green: 0x62, blue: 0x00)
/// accent.hexString   // "#b06200"
/// ```
public struct RGBAColor: Hashable, Sendable, Codable, Convertible {
  /// The red channel, 0 through 255.
  public var red: UInt8
  /// The green channel, 0 through 255.
  public var green: UInt8
  /// The blue channel, 0 through 255.
  public var blue: UInt8
  /// The opacity, 0 (transparent) through 255 (opaque).
  public var alpha: UInt8

  /// Creates a colour from its channels.
  ///
  /// - Parameters:
  ///   - red: The red channel.
  ///   - green: The green channel.
  ///   - blue: The blue channel.
  ///   - alpha: The opacity; opaque by default.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque black, `#000000`.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Opaque white, `#ffffff`.
  public static let white = RGBAColor(red: 255, green: 255, blue: 255)
  /// Opaque red, `#ff0000`.
  public static let red = RGBAColor(red: 255, green: 0, blue: 0)
  /// Opaque green, `#00ff00`.
  public static let green = RGBAColor(red: 0, green: 255, blue: 0)
  /// Opaque blue, `#0000ff`.
  public static let blue = RGBAColor(red: 0, green: 0, blue: 255)
  /// Transparent black, `#00000000`.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// The colour as `#rrggbb`, or `#rrggbbaa` when not opaque, in lower case.
  public var hexString: String {
    func hex(_ nibble: UInt8) -> UInt8 {
      nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    bytes.reserveCapacity(9)
    for channel in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] {
      bytes.append(hex(channel >> 4))
      bytes.append(hex(channel & 15))
    }
    // At most 9 ASCII bytes: a small string, stored inline.
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Decodes hex text, as ``HexColorTransform`` reads it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for a value that is not a hex colour.
  public init(from decoder: any Decoder) throws {
    let json = try decoder.singleValueContainer().decode(JSON.self)
    do {
      self = try HexColorTransform().decode(json)
    } catch let error as RemapError {
      throw TransformErrors.decodingError(error, codingPath: decoder.codingPath)
    }
  }

  /// Encodes ``hexString``.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError` when the encoder cannot take a string here.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hexString)
  }
}
