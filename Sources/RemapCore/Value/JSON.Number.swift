//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

extension JSON {
  /// A JSON number, kept exactly as the input wrote it.
  ///
  /// Integers are exact across the whole `Int64` and `UInt64` range. Other numbers with up to
  /// 19 significant digits are kept as an exact decimal, so `0.1` stays `0.1` and writes back
  /// as `0.1`; numbers with more digits, or huge exponents, keep their text. Nothing is
  /// rounded until you ask for a view that must round, such as ``double``.
  ///
  /// ```swift
  /// let n: JSON.Number = 18446744073709551615
  /// n.uint64     // 18446744073709551615
  /// n.int        // nil: does not fit
  /// JSON.Number(text: "3.14159265358979323846264")?.decimal  // exact Decimal
  /// ```
  ///
  /// Two numbers are equal when they denote the same value: `1`, `1.0` and `1e0` are equal.
  public struct Number: Sendable {
    @usableFromInline
    package enum Storage: Sendable {
      case int(Int64)
      case uint(UInt64)
      /// `significand × 10^exponent`, negated when `negative`; at most 19 digits.
      case decimal(significand: UInt64, exponent: Int32, negative: Bool)
      /// Valid JSON number text too long or too large for the other cases.
      case text(String)
    }

    @usableFromInline
    package var storage: Storage

    init(storage: Storage) {
      self.storage = storage
    }
  }
}

// MARK: - Creating numbers

extension JSON.Number {
  /// Creates a number from an integer.
  ///
  /// - Parameter value: The integer, kept exactly.
  public init(_ value: Int) {
    storage = .int(Int64(value))
  }

  /// Creates a number from any integer, kept exactly whatever its width.
  ///
  /// - Parameter value: The integer.
  public init(_ value: some BinaryInteger) {
    if let small = Int64(exactly: value) {
      storage = .int(small)
    } else if let large = UInt64(exactly: value) {
      storage = .uint(large)
    } else {
      storage = .text(String(value))
    }
  }

  /// Creates a number from a `Double`, using the shortest decimal that reads back as the same
  /// `Double`; `nil` for infinities and NaN, which JSON cannot express.
  ///
  /// ```swift
  /// JSON.Number(0.1)?.description  // "0.1"
  /// ```
  ///
  /// - Parameter value: The floating-point value.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    self.init(shortestDecimalOf: value)
  }

  /// Creates a number from a `Float`, using the shortest decimal that reads back as the same
  /// `Float`; `nil` for infinities and NaN.
  ///
  /// - Parameter value: The floating-point value.
  public init?(_ value: Float) {
    guard value.isFinite else { return nil }
    self.init(shortestDecimalOf: value)
  }

  /// Creates a number from a `Decimal`, exactly; `nil` for NaN.
  ///
  /// - Parameter value: The decimal value.
  public init?(_ value: Decimal) {
    guard !value.isNaN else { return nil }
    self.init(text: value.description)
  }

  /// Parses JSON number text, such as `"-12.5e3"`; `nil` if the text is not exactly one JSON
  /// number.
  ///
  /// - Parameter text: The number in JSON syntax, without surrounding whitespace.
  public init?(text: String) {
    var text = text
    guard let parsed = text.withUTF8({ bytes in unsafe Self(utf8: bytes) }) else { return nil }
    self = parsed
  }

  /// Parses JSON number text given as UTF-8 bytes; `nil` if they are not exactly one JSON
  /// number.
  init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
    // The lexer expects a number to start here, as the scanner checks: ".5" and "e5" do not.
    guard unsafe bytes[0] == UInt8(ascii: "-") || ASCII.isDigit(bytes[0]) else { return nil }
    guard let (token, end) = try? unsafe NumberLexer.lex(base, from: 0, to: bytes.count),
      end == bytes.count
    else { return nil }
    storage = Self.storage(for: token) { unsafe String(decoding: bytes, as: UTF8.self) }
  }

  /// Formats a finite binary floating-point value in its shortest round-tripping form and
  /// reads that back as an exact decimal, without allocating.
  private init(
    shortestDecimalOf value: some BinaryFloatingPoint & TextOutputStreamable
      & CustomStringConvertible
  ) {
    var text = ShortestText()
    value.write(to: &text)
    let token = unsafe text.withBytes { base, count in
      // Swift writes finite values in JSON number syntax ("1e-05", "5.0", "-0.0").
      try? unsafe NumberLexer.lex(base, from: 0, to: count).0
    }
    if var token {
      // Swift writes integral values as "5.0": that zero is not a digit of the shortest form.
      while token.kind == .decimal && token.exponent < 0 && token.bits % 10 == 0 {
        token.bits /= 10
        token.exponent += 1
      }
      storage = Self.storage(for: token) { value.description }
    } else {
      storage = .text(value.description)
    }
  }

  /// The storage for a lexed token; `text` supplies the token's text when it must be kept.
  static func storage(for token: NumberToken, text: () -> String) -> Storage {
    switch token.kind {
    case .int: .int(Int64(bitPattern: token.bits))
    case .uint: .uint(token.bits)
    case .decimal:
      .decimal(significand: token.bits, exponent: token.exponent, negative: token.negative)
    case .text: .text(text())
    }
  }
}

/// A `TextOutputStream` that receives a floating-point value's digits into a fixed buffer.
///
/// The standard library hands ASCII output to `_writeASCII`, so formatting a number this way
/// creates no `String`.
private struct ShortestText: TextOutputStream {
  private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
  private var count = 0
  private var overflow = ""

  mutating func write(_ string: String) {
    for byte in string.utf8 { append(byte) }
  }

  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    for index in buffer.indices { append(unsafe buffer[index]) }
  }

  private mutating func append(_ byte: UInt8) {
    guard count < 40 else {
      overflow.unicodeScalars.append(Unicode.Scalar(byte))
      return
    }
    unsafe withUnsafeMutableBytes(of: &storage) { unsafe $0[count] = byte }
    count += 1
  }

  func withBytes<R>(_ body: (UnsafePointer<UInt8>, Int) -> R?) -> R? {
    guard overflow.isEmpty else { return nil }
    var copy = storage
    return unsafe withUnsafeBytes(of: &copy) { raw in
      guard let base = raw.baseAddress else { return nil }
      return unsafe body(base.assumingMemoryBound(to: UInt8.self), count)
    }
  }
}

// MARK: - Views

extension JSON.Number {
  /// The value as an `Int`, if it is an integer that fits; `1.0` and `1e2` are integers.
  public var int: Int? { int64.flatMap { Int(exactly: $0) } }

  /// The value as an `Int64`, if it is an integer that fits.
  public var int64: Int64? {
    switch storage {
    case .int(let value): return value
    case .uint: return nil
    case .decimal, .text:
      guard case .compact(let negative, let significand, let exponent) = canonical,
        exponent >= 0, exponent < 20,
        case (let scaled, let overflow) = significand.multipliedReportingOverflow(
          by: Self.powerOfTen(exponent)),
        !overflow
      else { return nil }
      if negative {
        guard scaled <= UInt64(Int64.max) + 1 else { return nil }
        return scaled == UInt64(Int64.max) + 1 ? .min : -Int64(scaled)
      }
      return Int64(exactly: scaled)
    }
  }

  /// The value as a `UInt64`, if it is a non-negative integer that fits.
  public var uint64: UInt64? {
    switch storage {
    case .int(let value): return UInt64(exactly: value)
    case .uint(let value): return value
    case .decimal, .text:
      guard case .compact(let negative, let significand, let exponent) = canonical,
        exponent >= 0, exponent < 20, !negative || significand == 0
      else { return nil }
      let (scaled, overflow) = significand.multipliedReportingOverflow(
        by: Self.powerOfTen(exponent))
      return overflow ? nil : scaled
    }
  }

  /// The nearest `Double`, or `nil` when the magnitude is too large for a `Double`.
  ///
  /// Integers beyond 2^53 and decimals with more than 15 to 17 digits round to the nearest
  /// `Double`, as any conversion to binary floating point must.
  public var double: Double? {
    switch storage {
    case .int(let value): return Double(value)
    case .uint(let value): return Double(value)
    case .decimal(let significand, let exponent, let negative):
      return DecimalToDouble.convert(
        significand: significand, exponent: Int(exponent), negative: negative)
    case .text(let text):
      guard let value = Double(text), value.isFinite else { return nil }
      return value
    }
  }

  /// The nearest `Float`, or `nil` when the magnitude is too large for a `Float`.
  ///
  /// The value is rounded once, from the decimal as written: not first to a `Double` and
  /// then to a `Float`, which gives the wrong neighbour for numbers just past the midpoint
  /// between two `Float`s.
  ///
  /// ```swift
  /// JSON.Number(text: "1.0000000596046447753906250001")?.float  // 1.0000001
  /// ```
  public var float: Float? {
    switch storage {
    case .int(let value): return Float(value)
    case .uint(let value): return Float(value)
    case .decimal(let significand, let exponent, let negative):
      return DecimalToFloat.convert(
        significand: significand, exponent: Int(exponent), negative: negative)
    case .text(let text):
      return DecimalToFloat.parse(text)
    }
  }

  /// The nearest value of a binary floating-point type, rounded once; `nil` when the
  /// magnitude is too large for it.
  func nearest<F: BinaryFloatingPoint>(_ type: F.Type) -> F? {
    // `unsafeBitCast` is safe in each branch: `F` is exactly the type just compared with.
    if F.self == Double.self { return double.map { unsafe unsafeBitCast($0, to: F.self) } }
    if F.self == Float.self { return float.map { unsafe unsafeBitCast($0, to: F.self) } }
    return double.map { F($0) }
  }

  /// The value as a Foundation `Decimal`, exactly; `nil` when `Decimal` cannot hold it.
  ///
  /// `Decimal` holds up to 38 significant digits times a power of ten from 10^-128 to
  /// 10^127. A number with more digits, or beyond those powers, gives `nil` rather than a
  /// rounded or truncated value. Trailing zeros move between the digits and the power as
  /// needed, so `10e127` (`100 × 10^126`) is held exactly.
  public var decimal: Decimal? {
    switch storage {
    case .int(let value): return Decimal(value)
    case .uint(let value): return Decimal(value)
    case .decimal, .text:
      switch canonical {
      case .compact(let negative, let significand, let exponent)
      where exponent >= Int(Int8.min) && exponent <= Int(Int8.max):
        // Without trailing zeros, `Decimal(significand)` has exponent 0: the sum is exact.
        return Decimal(
          sign: negative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
      case .compact(let negative, let significand, let exponent):
        return Self.decimal(
          negative: negative, digits: Array(String(significand).utf8), exponent: exponent)
      case .long(let negative, let digits, let exponent):
        return Self.decimal(negative: negative, digits: digits, exponent: exponent)
      }
    }
  }

  /// The most significant digits a `Decimal` holds exactly.
  static let decimalDigits = 38

  /// The `Decimal` of `digits × 10^exponent` (ASCII digits without leading zeros), if it is
  /// exactly representable.
  private static func decimal(negative: Bool, digits: [UInt8], exponent: Int) -> Decimal? {
    guard digits.count <= decimalDigits else { return nil }
    var exponent = exponent
    var digits = digits
    // Too large a power: move zeros into the digits while they have room.
    while exponent > Int(Int8.max) && digits.count < decimalDigits {
      digits.append(UInt8(ascii: "0"))
      exponent -= 1
    }
    guard exponent >= Int(Int8.min) && exponent <= Int(Int8.max) else { return nil }
    // Within these bounds Foundation's parser keeps every digit.
    let text = (negative ? "-" : "") + String(decoding: digits, as: UTF8.self) + "e\(exponent)"
    guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
      !value.isNaN
    else { return nil }
    return value
  }

  /// Whether the value is an integer (`3`, `3.0` and `3e2` are; `3.5` is not).
  public var isInteger: Bool {
    switch storage {
    case .int, .uint: return true
    case .decimal, .text:
      switch canonical {
      case .compact(_, _, let exponent), .long(_, _, let exponent): return exponent >= 0
      }
    }
  }

  static func powerOfTen(_ exponent: Int) -> UInt64 {
    var result: UInt64 = 1
    for _ in 0..<exponent { result &*= 10 }
    return result
  }
}

// MARK: - Text

extension JSON.Number: CustomStringConvertible {
  /// The number in JSON syntax, exactly as ``JSON/serialized(options:)`` writes it.
  public var description: String {
    var writer = ByteWriter()
    writer.writeNumber(self)
    return writer.string
  }
}

// MARK: - Literals

extension JSON.Number: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// Creates a number from an integer literal.
  ///
  /// - Parameter value: The literal's value.
  public init(integerLiteral value: Int64) {
    storage = .int(value)
  }

  /// Creates a number from a floating-point literal, as its shortest decimal.
  ///
  /// - Parameter value: The literal's value.
  public init(floatLiteral value: Double) {
    self.init(shortestDecimalOf: value)
  }
}
