//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// A property's type in the generated code.
indirect enum PlannedType: Equatable {
  case bool, int, double, string, date, url, uuid, json
  /// A generated struct or enum.
  case named(String)
  case array(PlannedType, optionalElements: Bool)

  var text: String {
    switch self {
    case .bool: "Bool"
    case .int: "Int"
    case .double: "Double"
    case .string: "String"
    case .date: "Date"
    case .url: "URL"
    case .uuid: "UUID"
    case .json: "JSON"
    case .named(let name): name
    case .array(let element, let optionalElements):
      "[\(element.text)\(optionalElements ? "?" : "")]"
    }
  }

  /// Whether the type is or contains `JSON`, which needs `import Remap`.
  var usesJSON: Bool {
    switch self {
    case .json: true
    case .array(let element, _): element.usesJSON
    default: false
    }
  }

  var usesDate: Bool {
    switch self {
    case .date: true
    case .array(let element, _): element.usesDate
    default: false
    }
  }
}

struct PlannedProperty {
  var name: String
  var key: String
  var type: PlannedType
  var isOptional: Bool
  /// Whether the generated code must spell the key out: the decoder's fuzzy matching would
  /// not find it, or would find another key first.
  var needsExplicitKey: Bool
  var comment: String?
}

struct PlannedStruct {
  var name: String
  /// The `KeyStyle` (`snakeCase`, `kebabCase`) that turns the name of every property without
  /// an explicit key into its key, when the keys are not the names themselves.
  var keyStyle: String?
  var properties: [PlannedProperty] = []
  var nested: [PlannedDeclaration] = []
}

struct PlannedEnum {
  var name: String
  var cases: [(name: String, rawValue: String)]
}

enum PlannedDeclaration {
  case structure(PlannedStruct)
  case enumeration(PlannedEnum)
}

/// The declarations that describe a shape, ready to print.
struct ModelPlan {
  /// The top-level declarations (with the nested ones inside them, when nesting).
  var declarations: [PlannedDeclaration] = []
  /// `typealias rootName = ...` when the root is not an object.
  var rootAlias: (name: String, type: PlannedType, isOptional: Bool, comment: String?)?
  var usesJSON = false
  var usesDate = false
}

/// Turns a shape into declarations: names, types and keys.
struct ModelPlanner {
  let options: SwiftModelWriter.Options
  private var plan = ModelPlan()
  /// The type names taken at the top level (all of them when not nesting).
  private var topLevelNames: Set<String> = []

  init(options: SwiftModelWriter.Options) {
    self.options = options
  }

  func plan(_ shape: InferredShape) -> ModelPlan {
    var planner = self
    planner.planRoot(shape)
    return planner.plan
  }

  private mutating func planRoot(_ shape: InferredShape) {
    let rootName = SwiftNames.typeName(options.rootName)
    if shape.objectCount > 0 && shape.kindCount == 1 {
      var scope = Scope(ancestors: [])
      topLevelNames.insert(rootName)
      let root = planStruct(rootName, shape: shape, scope: &scope)
      plan.declarations.insert(.structure(root), at: 0)
      return
    }
    // An array or a scalar at the root: its type gets the root's name through a typealias.
    topLevelNames.insert(rootName)
    var scope = Scope(ancestors: [])
    let elementBase = SwiftNames.singular(options.rootName).map(SwiftNames.typeName)
    let resolved = resolve(
      shape, key: options.rootName, elementName: elementBase ?? rootName + "Item",
      scope: &scope, parent: nil)
    plan.rootAlias = (rootName, resolved.type, resolved.isOptional, resolved.comment)
    plan.usesJSON = plan.usesJSON || resolved.type.usesJSON
    plan.usesDate = plan.usesDate || resolved.type.usesDate
  }

  // MARK: - Structs

  /// The names visible where a type is declared, for nesting: the enclosing types' and the
  /// siblings' names.
  private struct Scope {
    var ancestors: [String]
    var siblings: Set<String> = []
    var declarations: [PlannedDeclaration] = []
  }

  private mutating func planStruct(
    _ name: String, shape: InferredShape, scope: inout Scope
  ) -> PlannedStruct {
    var result = PlannedStruct(name: name)
    var inner = Scope(ancestors: scope.ancestors + [name])
    var names: Set<String> = []
    let keys = shape.members.map(\.key)
    for member in shape.members {
      let propertyName = uniqueMemberName(for: member.key, taken: &names)
      let resolved = resolve(
        member.shape, key: member.key, elementName: nil, scope: &inner, parent: name)
      let optional =
        resolved.isOptional || member.shape.count < shape.objectCount
        || member.shape.nullCount > 0
      let explicit = needsExplicitKey(member.key, propertyName, among: keys)
      result.properties.append(
        PlannedProperty(
          name: propertyName, key: member.key, type: resolved.type, isOptional: optional,
          needsExplicitKey: explicit, comment: resolved.comment))
      plan.usesJSON = plan.usesJSON || resolved.type.usesJSON
      plan.usesDate = plan.usesDate || resolved.type.usesDate
    }
    if options.nestsTypes {
      result.nested = inner.declarations
    }
    result.keyStyle = Self.keyStyle(of: result.properties)
    return result
  }

  /// The key style under which `@Mappable` writes, and `JSONDecoder` reads, the keys of the
  /// properties that do not spell theirs out: `nil` when the names are the keys, or when no
  /// style gives every key.
  private static func keyStyle(of properties: [PlannedProperty]) -> String? {
    let implicit = properties.filter { !$0.needsExplicitKey }
    guard implicit.contains(where: { $0.name != $0.key }) else { return nil }
    let styles: [(String, KeyStyle)] = [("snakeCase", .snakeCase), ("kebabCase", .kebabCase)]
    return styles.first { _, style in
      implicit.allSatisfy { style.apply(to: $0.name) == $0.key }
    }?.0
  }

  /// A property name for the key, unique among the struct's properties.
  private func uniqueMemberName(for key: String, taken: inout Set<String>) -> String {
    var base = SwiftNames.memberName(key)
    if SwiftNames.unusableMemberNames.contains(base) { base += "Value" }
    var name = base
    var number = 2
    while taken.contains(name) {
      name = base + String(number)
      number += 1
    }
    taken.insert(name)
    return name
  }

  /// Whether `RemapDecoder`'s default key matching would miss `key` when asked for `name`:
  /// an exact match always wins, and a fuzzy match counts only when no other key of the
  /// object matches the name exactly or fuzzily too.
  private func needsExplicitKey(_ key: String, _ name: String, among keys: [String]) -> Bool {
    if key == name { return false }
    guard KeyMatcher.fuzzyMatches(key, name) else { return true }
    return keys.contains { $0 != key && ($0 == name || KeyMatcher.fuzzyMatches($0, name)) }
  }

  /// A type name unique where it is declared.
  private mutating func declareName(_ base: String, parent: String?, scope: inout Scope)
    -> String
  {
    func isTaken(_ name: String) -> Bool {
      if SwiftNames.reservedTypeNames.contains(name) { return true }
      if options.nestsTypes {
        return scope.siblings.contains(name) || scope.ancestors.contains(name)
          || (scope.ancestors.isEmpty && topLevelNames.contains(name))
      }
      return topLevelNames.contains(name)
    }
    var name = base
    if isTaken(name), let parent, !base.hasPrefix(parent) { name = parent + base }
    let stem = name
    var number = 2
    while isTaken(name) {
      name = stem + String(number)
      number += 1
    }
    if options.nestsTypes && !scope.ancestors.isEmpty {
      scope.siblings.insert(name)
    } else {
      topLevelNames.insert(name)
    }
    return name
  }

  private mutating func declare(_ declaration: PlannedDeclaration, scope: inout Scope) {
    if options.nestsTypes && !scope.ancestors.isEmpty {
      scope.declarations.append(declaration)
    } else {
      plan.declarations.append(declaration)
    }
  }

  // MARK: - Types

  /// The type for the values at one place.
  ///
  /// - Parameters:
  ///   - shape: The values' shape.
  ///   - key: The key they are under, for naming.
  ///   - elementName: The name for an object type here, when the key is not it (array
  ///     elements are named from the singular of the array's key).
  ///   - scope: Where new types are declared.
  ///   - parent: The enclosing type's name, to prefix a name that is taken.
  /// - Returns: The type, whether the values need an optional, and a comment for the code.
  private mutating func resolve(
    _ shape: InferredShape, key: String, elementName: String?, scope: inout Scope,
    parent: String?
  ) -> (type: PlannedType, isOptional: Bool, comment: String?) {
    let optional = shape.nullCount > 0
    if shape.count == shape.nullCount {
      return (.json, true, "null in every sample: its type is unknown")
    }
    if shape.kindCount == 2 && shape.arrayCount > 0 && !options.style.isCodable {
      // A single value where other samples have an array, as XML writes a repeated element
      // that appears once: RemapDecoder reads it as a one-element array.
      let element = resolveElements(
        shape.itemsWithSingleValues, key: key, scope: &scope, parent: parent)
      let comment = "a single value or an array: RemapDecoder reads both as an array"
      return (
        .array(element.type, optionalElements: element.isOptional), optional,
        element.comment.map { comment + "; elements: " + $0 } ?? comment
      )
    }
    if shape.kindCount == 2 && !options.style.isCodable, let scalar = scalarSentAsText(shape) {
      // `2` in some samples and `"2"` in others is a number that an API sometimes quotes.
      return (
        scalar, optional, "sometimes sent as text (\(shape.kindSummary)): RemapDecoder reads both"
      )
    }
    if shape.kindCount > 1 {
      return (.json, optional, "mixed in the samples (\(shape.kindSummary)): kept as JSON")
    }
    if shape.booleanCount > 0 { return (.bool, optional, nil) }
    if shape.fractionalCount > 0 { return (.double, optional, nil) }
    if shape.integerCount > 0 { return (.int, optional, nil) }
    if shape.stringCount > 0 {
      let (type, comment) = stringType(shape, key: key, scope: &scope, parent: parent)
      return (type, optional, comment)
    }
    if shape.arrayCount > 0 {
      guard let items = shape.items else {
        return (.array(.json, optionalElements: false), optional, "empty in every sample")
      }
      let element = resolveElements(items, key: key, scope: &scope, parent: parent)
      let comment = element.comment.map { "elements: \($0)" }
      return (
        .array(element.type, optionalElements: element.isOptional), optional, comment
      )
    }
    let name = declareName(
      elementName ?? SwiftNames.typeName(key), parent: parent, scope: &scope)
    let structure = planStruct(name, shape: shape, scope: &scope)
    declare(.structure(structure), scope: &scope)
    return (.named(name), optional, nil)
  }

  /// The type of an array's elements, named from the singular of the array's key
  /// (`statuses` → `Status`), or from the key itself when it is not plural (XML's `item`).
  private mutating func resolveElements(
    _ items: InferredShape, key: String, scope: inout Scope, parent: String?
  ) -> (type: PlannedType, isOptional: Bool, comment: String?) {
    let singular = SwiftNames.singular(key)
    return resolve(
      items, key: singular ?? key, elementName: SwiftNames.typeName(singular ?? key),
      scope: &scope, parent: parent)
  }

  /// The number or Boolean type of values that some samples send as text and others not
  /// (`2` and `"2"`, `false` and `"false"`), which `RemapDecoder`'s lenient coercion reads
  /// alike; `nil` when some text is not such a value, or for any other mix.
  private func scalarSentAsText(_ shape: InferredShape) -> PlannedType? {
    let strings = shape.strings
    let total = shape.stringCount
    guard total > 0 else { return nil }
    if shape.booleanCount > 0 {
      return strings.count(of: .boolean) == total ? .bool : nil
    }
    guard shape.integerCount + shape.fractionalCount > 0 else { return nil }
    let integers = strings.count(of: .integer)
    if integers == total && shape.fractionalCount == 0 { return .int }
    return integers + strings.count(of: .decimal) == total ? .double : nil
  }

  private mutating func stringType(
    _ shape: InferredShape, key: String, scope: inout Scope, parent: String?
  ) -> (PlannedType, String?) {
    let strings = shape.strings
    let total = shape.stringCount
    func all(_ formats: StringFormat...) -> Bool {
      formats.reduce(0) { $0 + strings.count(of: $1) } == total
    }
    if options.style.isCodable {
      if all(.dateTime) { return (.date, nil) }
      if all(.dateTime, .fractionalDateTime, .date, .otherISO8601) {
        return (
          .string,
          "ISO 8601 dates that JSONDecoder's .iso8601 strategy cannot read; "
            + "RemapDecoder reads them as Date"
        )
      }
      if all(.rfc822Date) {
        return (.string, "RFC 822 dates, which RemapDecoder reads as Date and JSONDecoder cannot")
      }
    } else {
      if all(.dateTime, .fractionalDateTime, .date, .otherISO8601, .rfc822Date) {
        return (.date, nil)
      }
      if all(.epochLike) && SwiftNames.namesATime(key) { return (.date, nil) }
    }
    if all(.uuid) { return (.uuid, nil) }
    if all(.url) { return (.url, nil) }
    if all(.boolean) && options.coercesNumericText && !options.style.isCodable {
      return (.bool, "Booleans sent as text: RemapDecoder reads them")
    }
    if all(.integer) || all(.integer, .decimal) {
      let isInteger = all(.integer)
      if options.coercesNumericText && !options.style.isCodable {
        return (isInteger ? .int : .double, "numbers sent as text: RemapDecoder reads them")
      }
      return (.string, "numeric text in every sample (\(isInteger ? "Int" : "Double")?)")
    }
    if options.infersEnums,
      let values = shape.enumValues(key: key, maximumCases: options.maximumEnumCases)
    {
      var taken: Set<String> = []
      let cases = values.map { (uniqueMemberName(for: $0, taken: &taken), $0) }
      let name = declareName(SwiftNames.typeName(key), parent: parent, scope: &scope)
      declare(.enumeration(PlannedEnum(name: name, cases: cases)), scope: &scope)
      return (.named(name), nil)
    }
    return (.string, nil)
  }
}

extension InferredShape {
  /// The kinds seen, with their counts: `string 3, number 2`.
  var kindSummary: String {
    let kinds: [(String, Int)] = [
      ("bool", booleanCount), ("number", integerCount + fractionalCount),
      ("string", stringCount), ("array", arrayCount), ("object", objectCount),
    ]
    return kinds.filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }
}

extension SwiftNames {
  /// Whether a key names a point in time (`created_at`, `updatedAt`, `timestamp`, `date`),
  /// so that epoch-like digits under it read as a date.
  static func namesATime(_ key: String) -> Bool {
    let lower = key.lowercased()
    if ["time", "date", "timestamp", "ts"].contains(lower) { return true }
    return lower.hasSuffix("_at") || lower.hasSuffix("-at") || key.hasSuffix("At")
      || lower.hasSuffix("time") || lower.hasSuffix("date") || lower.hasSuffix("timestamp")
  }
}
