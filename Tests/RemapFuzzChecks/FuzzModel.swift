//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// The model the `decode` target decodes into: nested objects, arrays, optionals, dates,
/// sized integers, an enum and a dictionary, so that every container kind is reached.
///
/// Short keys make it easy for mutated input to hit them.
public struct FuzzModel: Codable, Equatable, Sendable {
  public var id: Int
  public var name: String?
  public var at: Date?
  public var tags: [String]?
  public var scores: [Double?]?
  public var owner: Person?
  public var people: [Person]?
  public var kind: Kind?
  public var flags: [String: Bool]?
  public var small: UInt8?
  public var big: Int64?
  public var ratio: Float?
  public var amount: Decimal?
  public var link: URL?

  /// A nested object, which nests itself.
  public struct Person: Codable, Equatable, Sendable {
    public var n: String
    public var born: Date?
    public var ok: Bool?
    public var friends: [Person]?
    public var grid: [[Int]]?
  }

  /// An enum read from its raw value.
  public enum Kind: String, Codable, Equatable, Sendable {
    case a, b, c
  }
}
