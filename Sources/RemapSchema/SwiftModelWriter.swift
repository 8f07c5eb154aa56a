//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Writes an inferred shape as Swift model types: a struct per object shape, with property
/// types that decode every sample.
///
/// ```swift
/// var inference = SchemaInference()
/// inference.add(try JSON(parsing: #"{"user_id": 7, "created_at": "2016-01-17T16:13:00Z"}"#))
/// var options = SwiftModelWriter.Options(rootName: "Event")
/// options.style = .codable
/// print(SwiftModelWriter(options: options).source(for: inference))
/// ```
///
/// prints
///
/// ```swift
/// // Inferred by Remap from 1 sample.
/// // Decode with RemapDecoder(), or JSONDecoder() with dateDecodingStrategy = .iso8601.
/// import Foundation
///
/// struct Event: Codable, Sendable {
///   var userID: Int
///   var createdAt: Date
///
///   enum CodingKeys: String, CodingKey {
///     case userID = "user_id"
///     case createdAt = "created_at"
///   }
/// }
/// ```
///
/// The rules:
/// - A key missing from some objects, or `null` in some, makes its property optional.
///   Integers and other numbers in one place make a `Double`; arrays of objects merge their
///   elements' shapes; kinds that cannot merge (a string here, an object there) make a
///   `JSON` property, with a comment saying why.
/// - Strings that are all dates become `Date`, all UUIDs `UUID`, all absolute URLs `URL`.
///   Numeric text is flagged in a comment, and typed as a number under
///   ``Options/coercesNumericText``. Under ``Options/infersEnums``, a small set of strings
///   that repeat becomes an enum.
/// - A property is named from its key in lowerCamelCase, and gets an explicit key only
///   where `RemapDecoder`'s fuzzy key matching would not find the key from the name alone.
public struct SwiftModelWriter: Sendable {
  /// What the writer writes, and how.
  public struct Options: Sendable, Equatable {
    /// The root type's name; `Root` by default.
    public var rootName: String
    /// `@Mappable` models (the default) or plain `Codable` ones.
    public var style: Style
    /// Whether a nested object's type is declared inside its parent's (the default) or at
    /// the top level.
    public var nestsTypes: Bool
    /// The access level of every declaration; none (internal) by default.
    public var accessLevel: AccessLevel
    /// Whether a small set of strings that repeat becomes an enum; off by default.
    public var infersEnums: Bool
    /// The most cases an inferred enum may have; 10 by default.
    public var maximumEnumCases: Int
    /// Whether numeric text (`"42"`) is typed as a number, which `RemapDecoder`'s lenient
    /// coercion reads; off by default, and ignored for ``Style/codable``, which must also
    /// decode with `JSONDecoder`.
    public var coercesNumericText: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - rootName: The root type's name.
    ///   - style: `@Mappable` or `Codable` models.
    ///   - nestsTypes: Whether object types are nested in their parents'.
    ///   - accessLevel: The access level of every declaration.
    ///   - infersEnums: Whether a small set of repeating strings becomes an enum.
    ///   - maximumEnumCases: The most cases an inferred enum may have.
    ///   - coercesNumericText: Whether numeric text is typed as a number.
    public init(
      rootName: String = "Root", style: Style = .mappable, nestsTypes: Bool = true,
      accessLevel: AccessLevel = .internal, infersEnums: Bool = false,
      maximumEnumCases: Int = 10, coercesNumericText: Bool = false
    ) {
      self.rootName = rootName
      self.style = style
      self.nestsTypes = nestsTypes
      self.accessLevel = accessLevel
      self.infersEnums = infersEnums
      self.maximumEnumCases = maximumEnumCases
      self.coercesNumericText = coercesNumericText
    }
  }

  /// The kind of model the writer declares.
  public struct Style: Sendable, Hashable {
    fileprivate enum Kind: Hashable { case mappable, codable }
    fileprivate let kind: Kind

    /// `@Mappable` structs (from `import RemapMacros`), with `@Key("...")` only where fuzzy
    /// key matching needs it.
    public static let mappable = Style(kind: .mappable)
    /// Plain `Codable` structs with `CodingKeys`, which `JSONDecoder` decodes too; dates are
    /// typed as `Date` only where its `.iso8601` strategy reads them.
    public static let codable = Style(kind: .codable)

    var isCodable: Bool { kind == .codable }
  }

  /// The access level the writer gives every declaration.
  public struct AccessLevel: Sendable, Hashable {
    let keyword: String?

    /// No modifier: internal.
    public static let `internal` = AccessLevel(keyword: nil)
    /// `package`.
    public static let package = AccessLevel(keyword: "package")
    /// `public`.
    public static let `public` = AccessLevel(keyword: "public")
  }

  /// The settings.
  public var options: Options

  /// Creates a writer.
  ///
  /// - Parameter options: The settings.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// The Swift source for an inference's shape, with its sample count in the header.
  ///
  /// - Parameter inference: The inference, after its samples were added.
  /// - Returns: A Swift source file, ending with a newline.
  public func source(for inference: SchemaInference) -> String {
    source(for: inference.shape)
  }

  /// The Swift source for a shape.
  ///
  /// - Parameter shape: The shape; its ``InferredShape/count`` is the number of samples.
  /// - Returns: A Swift source file, ending with a newline.
  public func source(for shape: InferredShape) -> String {
    let plan = ModelPlanner(options: options).plan(shape)
    return SwiftSourcePrinter(options: options, plan: plan, sampleCount: shape.count).print()
  }
}
