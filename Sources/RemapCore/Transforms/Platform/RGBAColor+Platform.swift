//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if canImport(UIKit)
  import UIKit

  extension RGBAColor {
    /// Creates a colour from a `UIColor`, rounding each channel to 8 bits; `nil` when the
    /// colour has no RGB form.
    ///
    /// - Parameter color: The colour.
    public init?(_ color: UIColor) {
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
      self.init(
        red: Self.channel(red), green: Self.channel(green), blue: Self.channel(blue),
        alpha: Self.channel(alpha))
    }

    /// The colour as a `UIColor` in the sRGB space.
    public var uiColor: UIColor {
      UIColor(
        red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
        alpha: CGFloat(alpha) / 255)
    }
  }
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension RGBAColor {
    /// Creates a colour from an `NSColor`, rounding each channel to 8 bits; `nil` when the
    /// colour has no sRGB form.
    ///
    /// - Parameter color: The colour.
    public init?(_ color: NSColor) {
      guard let rgb = color.usingColorSpace(.sRGB) else { return nil }
      self.init(
        red: Self.channel(rgb.redComponent), green: Self.channel(rgb.greenComponent),
        blue: Self.channel(rgb.blueComponent), alpha: Self.channel(rgb.alphaComponent))
    }

    /// The colour as an `NSColor` in the sRGB space.
    public var nsColor: NSColor {
      NSColor(
        srgbRed: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
        alpha: CGFloat(alpha) / 255)
    }
  }
#endif

#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
  import CoreGraphics

  extension RGBAColor {
    /// A component from 0 through 1 as a channel from 0 through 255.
    fileprivate static func channel(_ component: CGFloat) -> UInt8 {
      UInt8((min(max(component, 0), 1) * 255).rounded())
    }
  }
#endif
