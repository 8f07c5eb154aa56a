//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// The unit of a date written as a number since 1970-01-01T00:00:00Z.
///
/// The one mapping between such numbers and dates: the decoder's and encoder's
/// `secondsSince1970` and `millisecondsSince1970` strategies, `EpochDateTransform` and the
/// rules file's `date` transform all read and write through it. (The automatic rule, which
/// takes a number as seconds or milliseconds by its size, is `Coercions.date(fromEpoch:)`.)
package enum EpochUnit: Sendable, Hashable {
  case seconds
  case milliseconds

  /// How many units make a second.
  package var perSecond: Double {
    switch self {
    case .seconds: 1
    case .milliseconds: 1000
    }
  }

  /// The unit's name in messages: `"seconds"`, `"milliseconds"`.
  package var name: String {
    switch self {
    case .seconds: "seconds"
    case .milliseconds: "milliseconds"
    }
  }

  /// The date `value` units after 1970.
  package func date(_ value: Double) -> Date {
    Date(timeIntervalSince1970: value / perSecond)
  }

  /// The number of units from 1970 to `date`.
  package func value(of date: Date) -> Double {
    date.timeIntervalSince1970 * perSecond
  }

  /// `date` as a number of units: an integer when the figure is whole, `nil` when it is not
  /// finite.
  package func number(of date: Date) -> JSON.Number? {
    let figure = value(of: date)
    if figure.rounded() == figure, let integer = Int64(exactly: figure) {
      return JSON.Number(integer)
    }
    return JSON.Number(figure)
  }
}
