//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Well-formed UTF-8, as RFC 3629 defines it.
///
/// No overlong forms, no UTF-16 surrogates, nothing above U+10FFFF. The JSON and XML scanners
/// take ASCII in their own fast loops; at a byte from 0x80 they call
/// ``commonRunEnd(_:from:end:lastThreeByteLead:)`` to pass over a run of multi-byte
/// characters, and ``sequenceLength(_:at:end:)`` for the sequence it stops at, if any. The
/// JSON scanner first passes over such a run sixteen bytes at a time with
/// ``uncommonLanes(_:at:lastThreeByteLead:)``.
// `@usableFromInline`, or its inlinable members are not inlined into RemapXML (CONTRIBUTING.md).
@usableFromInline package enum UTF8Validation {
  /// The length of the well-formed sequence that starts at `position`, or `nil` when the
  /// bytes there are not one.
  ///
  /// - Parameters:
  ///   - base: The first byte of the input.
  ///   - position: Where the sequence starts; its byte is 0x80 or above.
  ///   - end: The number of input bytes.
  /// - Returns: 2, 3 or 4, or `nil`.
  @inlinable @inline(__always)
  package static func sequenceLength(_ base: UnsafePointer<UInt8>, at position: Int, end: Int)
    -> Int?
  {
    let lead = unsafe base[position]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)  // no UTF-16 surrogates
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)  // nothing above U+10FFFF
    default: return nil
    }
    guard position + length <= end else { return nil }
    let second = unsafe base[position + 1]
    guard second >= low && second <= high else { return nil }
    for offset in 2..<length where unsafe base[position + offset] & 0xC0 != 0x80 {
      return nil
    }
    return length
  }

  /// The end of the run of common multi-byte characters that starts at `position`: the
  /// first ASCII byte after it, `end`, or the first sequence of another form.
  ///
  /// The common forms are those whose second byte needs no range check: two bytes led by
  /// 0xC2 to 0xDF, and three led by 0xE1 to `lastThreeByteLead` but 0xED. They are most
  /// non-ASCII text (Cyrillic, Greek, Hebrew and Arabic are two-byte characters, CJK
  /// three-byte ones). The run is taken eight bytes at a time where it can be: two three-byte
  /// characters, or four two-byte ones, checked by one mask and a test of their lead bytes.
  ///
  /// Where the run stops at a byte from 0x80, the sequence there is of a rarer form (four
  /// bytes, a three-byte one led by 0xE0 or 0xED) or is not well-formed:
  /// ``sequenceLength(_:at:end:)`` judges it.
  ///
  /// - Parameters:
  ///   - base: The first byte of the input.
  ///   - position: Where the run starts.
  ///   - end: The number of input bytes; no character of the run goes past it.
  ///   - lastThreeByteLead: The largest lead byte of the three-byte forms taken, 0xE1 to
  ///     0xEF. XML passes 0xEE, so that U+FFFE and U+FFFF, which it does not allow, are left
  ///     to its own check.
  /// - Returns: The index of the first byte not taken.
  @inlinable @inline(__always)
  package static func commonRunEnd(
    _ base: UnsafePointer<UInt8>, from position: Int, end: Int, lastThreeByteLead: UInt8
  ) -> Int {
    // Bit n is set when a three-byte lead 0xE0 + n is not a common form: 0xE0 (the second
    // byte must be from 0xA0), 0xED (below 0xA0) and the leads above `lastThreeByteLead`.
    let rareLeads: UInt32 = 0x2001 | 0xFFFF_0000 >> UInt32(0xEF &- lastThreeByteLead)
    var position = position
    while position < end {
      let lead = unsafe base[position]
      guard lead >= 0x80 else { break }
      if position &+ 8 <= end {
        let word = unsafe SWAR.load(base + position)
        // Two three-byte characters: 1110xxxx 10xxxxxx 10xxxxxx, twice, in the first six
        // bytes, both leads common.
        if word & 0xC0C0_F0C0_C0F0 == 0x8080_E080_80E0,
          (rareLeads >> UInt32(truncatingIfNeeded: word & 0x0F)
            | rareLeads >> UInt32(truncatingIfNeeded: word >> 24 & 0x0F)) & 1 == 0
        {
          position &+= 6
          continue
        }
        // Four two-byte characters: 110xxxxx 10xxxxxx, four times. A lead whose bits 1-4
        // are zero is 0xC0 or 0xC1 (overlong); in each 16-bit lane, adding 0x7FFF to those
        // bits sets the lane's high bit exactly when one is set, with no carry out of it.
        if word & 0xC0E0_C0E0_C0E0_C0E0 == 0x80C0_80C0_80C0_80C0,
          ((word & 0x001E_001E_001E_001E) &+ 0x7FFF_7FFF_7FFF_7FFF) & 0x8000_8000_8000_8000
            == 0x8000_8000_8000_8000
        {
          position &+= 8
          continue
        }
      }
      // One character, near the end of the input or between other forms.
      if lead & 0xF0 == 0xE0 && rareLeads >> UInt32(lead & 0x0F) & 1 == 0
        && position &+ 2 < end,
        unsafe base[position &+ 1] & 0xC0 == 0x80 && base[position &+ 2] & 0xC0 == 0x80
      {
        position &+= 3
      } else if lead >= 0xC2 && lead <= 0xDF && position &+ 1 < end,
        unsafe base[position &+ 1] & 0xC0 == 0x80
      {
        position &+= 2
      } else {
        break
      }
    }
    return position
  }

  /// The lanes of the sixteen bytes at `position` that break a run of ASCII and
  /// characters of the common forms, each flagged by its high bit; none when the bytes are
  /// such a run, whose last character may go on past them.
  ///
  /// The common forms are those of ``commonRunEnd(_:from:end:lastThreeByteLead:)``: two
  /// bytes led by 0xC2 to 0xDF, three led by 0xE1 to `lastThreeByteLead` but 0xED. A lane
  /// is flagged when it is a continuation byte (`10xxxxxx`) that no lead one or two bytes
  /// before asks for, when it is not one although such a lead asks for it, or when it is a
  /// lead of another form. The two bytes before `position` are read too, for the leads
  /// whose characters go on into the chunk: they must be a run of the same kind, or ASCII.
  ///
  /// Sixteen bytes in some 30 vector instructions, with no branch: the bytes one and two
  /// places before each lane come from loads at `position - 1` and `position - 2`, so no
  /// lane needs moving, and a lane's bits are tested by moving them to its high bit with
  /// additions (`x &+ x` is a shift by one), which never carry into the next lane.
  ///
  /// - Precondition: `position >= 2` and `position + 16 <= end`; `lastThreeByteLead` is
  ///   0xEE or 0xEF.
  @inlinable @inline(__always)
  package static func uncommonLanes(
    _ base: UnsafePointer<UInt8>, at position: Int, lastThreeByteLead: UInt8
  ) -> SIMD16<UInt8> {
    typealias Lanes = SIMD16<UInt8>
    let bytes = unsafe UnsafeRawPointer(base + position).loadUnaligned(as: Lanes.self)
    let before1 = unsafe UnsafeRawPointer(base + (position &- 1)).loadUnaligned(as: Lanes.self)
    let before2 = unsafe UnsafeRawPointer(base + (position &- 2)).loadUnaligned(as: Lanes.self)
    let high = Lanes(repeating: 0x80)
    // Bit 6, then bits 5 and 4, moved to bit 7.
    let twice = bytes &+ bytes
    let fourTimes = twice &+ twice
    // From 0xC0, from 0xE0 and from 0xF0.
    let lead = bytes & twice & high
    let threeByteLead = lead & fourTimes
    let fourByteLead = threeByteLead & (fourTimes &+ fourTimes)
    let continuation = bytes & ~twice & high
    let twice1 = before1 &+ before1
    let twice2 = before2 &+ before2
    let asked = (before1 & twice1 & high) | (before2 & twice2 & (twice2 &+ twice2) & high)
    // 0xC0 and 0xC1: a two-byte lead whose bits 1 to 4 are zero (overlong).
    let overlong =
      lead & ~threeByteLead & ~((bytes & Lanes(repeating: 0x1E)) &+ Lanes(repeating: 0x7F))
    // Leads of rarer three-byte forms: 0xE0, 0xED, and 0xEF when it is not taken. A lane
    // is zero after the exclusive or exactly when it held the byte; only zero has its high
    // bit set after subtracting one and clear before.
    @inline(__always)
    func lanes(equalTo byte: UInt8) -> Lanes {
      let difference = bytes ^ Lanes(repeating: byte)
      return (difference &- Lanes(repeating: 1)) & ~difference
    }
    var rare = lanes(equalTo: 0xE0) | lanes(equalTo: 0xED)
    if lastThreeByteLead < 0xEF { rare |= lanes(equalTo: 0xEF) }
    return ((continuation ^ asked) | fourByteLead | overlong | rare) & high
  }
}
