//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A JSON value: the dynamic value model that every Remap source parses into.
///
/// ```swift
/// let json = try JSON(parsing: #"{"user": {"name": "Ada", "tags": [1, 2.5, true, null]}}"#)
/// json["user"]?["name"]?.string            // "Ada"
/// json[path: "user.tags[1]"]?.double       // 2.5
///
/// var value: JSON = ["name": "Ada", "tags": [1, 2.5, true, nil]]
/// value[path: "address.city"] = "London"   // creates "address"
/// print(value.serialized())                // {"name":"Ada","tags":[1,2.5,true,null],...}
/// ```
///
/// Objects keep their keys in order, and numbers keep their exact value (see ``Number``).
/// XML and `[String: Any]` dictionaries convert to the same model, so key paths, the
/// `Rewriter` and the decoder work on all of them alike.
public enum JSON: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, kept exactly.
  case number(Number)
  /// A string.
  case string(String)
  /// An array.
  case array([JSON])
  /// An object, whose keys keep their order.
  case object(Object)
}

// MARK: - Strict accessors

extension JSON {
  /// The string, if this is a string; no conversion from other kinds.
  public var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The number, if this is a number.
  public var number: Number? {
    if case .number(let value) = self { value } else { nil }
  }

  /// The value as an `Int`, if this is a number that is an integer fitting in `Int`.
  public var int: Int? { number?.int }

  /// The value as an `Int64`, if this is a number that is an integer fitting in `Int64`.
  public var int64: Int64? { number?.int64 }

  /// The value as a `UInt64`, if this is a number that is an integer fitting in `UInt64`.
  public var uint64: UInt64? { number?.uint64 }

  /// The nearest `Double`, if this is a number within `Double`'s range.
  public var double: Double? { number?.double }

  /// The Boolean, if this is `true` or `false`; numbers and strings are not converted.
  public var bool: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }

  /// The elements, if this is an array.
  public var array: [JSON]? {
    if case .array(let value) = self { value } else { nil }
  }

  /// The members, if this is an object.
  public var object: Object? {
    if case .object(let value) = self { value } else { nil }
  }

  /// Whether this is `null`.
  public var isNull: Bool {
    if case .null = self { true } else { false }
  }
}

// MARK: - Subscripts

extension JSON {
  /// The value for a key, if this is an object that has it.
  ///
  /// Setting a value on an object adds or replaces the member; setting `nil` removes it.
  /// Setting a value on anything other than an object first replaces it with an empty object.
  ///
  /// - Parameter key: The member's key.
  /// - Complexity: O(*n*), where *n* is the number of members.
  public subscript(key: String) -> JSON? {
    get {
      if case .object(let object) = self { object[key] } else { nil }
    }
    set {
      var object: Object
      if case .object(let existing) = self {
        object = existing
        self = .null  // Release our reference so `object` is uniquely referenced.
      } else {
        guard case .some = newValue else { return }  // Nothing to remove.
        object = [:]
      }
      object[key] = newValue
      self = .object(object)
    }
  }

  /// The element at an index, if this is an array and the index is in range; negative indices
  /// count from the end.
  ///
  /// Setting a value past the end pads the array with `null`; setting `nil` removes the
  /// element. Setting a value on anything other than an array first replaces it with an
  /// empty array.
  ///
  /// - Parameter index: The element's position; `-1` is the last element.
  public subscript(index: Int) -> JSON? {
    get {
      guard case .array(let elements) = self else { return nil }
      let position = index < 0 ? elements.count + index : index
      // Not `cond ? element : nil`: that `nil` would be a `JSON` literal, `.null`.
      guard elements.indices.contains(position) else { return nil }
      return elements[position]
    }
    set {
      var elements: [JSON]
      if case .array(let existing) = self {
        elements = existing
        self = .null
      } else {
        guard case .some = newValue else { return }  // Nothing to remove.
        elements = []
      }
      let position = index < 0 ? elements.count + index : index
      if let newValue {
        if position >= 0 {
          while elements.count <= position { elements.append(.null) }
          elements[position] = newValue
        }
      } else if elements.indices.contains(position) {
        elements.remove(at: position)
      }
      self = .array(elements)
    }
  }

  /// The value at a key path, such as `"user.tags[0]"` or `"a\\.b"` (see ``ValuePath``).
  ///
  /// Reading returns `nil` when any step is missing. Setting creates the objects and arrays
  /// along the path as needed, replacing values of other kinds on the way; setting `nil`
  /// removes the last step's value. Through an invalid path (a literal that is not a path,
  /// see ``ValuePath/parsingError``), reading gives `nil` and setting changes nothing.
  ///
  /// ```swift
  /// var json: JSON = [:]
  /// json[path: "user.tags[0]"] = "admin"   // {"user": {"tags": ["admin"]}}
  /// ```
  ///
  /// - Parameter path: The path from this value.
  /// - Complexity: O(*d* × *n*), where *d* is the path's length and *n* the size of the
  ///   objects along it.
  public subscript(path path: ValuePath) -> JSON? {
    get {
      guard !path.isInvalid else { return nil }
      return self[components: path.components[...]]
    }
    set {
      guard !path.isInvalid else { return }
      self[components: path.components[...]] = newValue
    }
  }

  /// The value at a key path written as text at run time, or `nil` when any step is missing
  /// or the text is not a valid path.
  ///
  /// ```swift
  /// let field = "location.lat"
  /// json[path: field]?.double
  /// json[path: "results[\(index)].name"]?.string
  /// ```
  ///
  /// A string literal reads through this subscript too, so a malformed literal reads as
  /// `nil` rather than stopping the program; setting a value takes a ``ValuePath``. Use
  /// ``ValuePath/init(parsing:)`` to tell a malformed path from a missing value.
  ///
  /// - Parameter text: The path from this value, in ``ValuePath``'s syntax.
  /// - Complexity: O(*p* + *d* × *n*), where *p* is the length of the text, *d* the path's
  ///   length and *n* the size of the objects along it.
  public subscript(path text: String) -> JSON? {
    guard let path = try? ValuePath(parsing: text) else { return nil }
    return self[components: path.components[...]]
  }

  private subscript(components components: ArraySlice<ValuePath.Component>) -> JSON? {
    get {
      var current = self
      for component in components {
        switch component {
        case .key(let key):
          guard let next = current[key] else { return nil }
          current = next
        case .index(let index):
          guard let next = current[index] else { return nil }
          current = next
        }
      }
      return current
    }
    set {
      // Removing a value that is not there changes nothing, not even the steps before it.
      if case .none = newValue, case .none = self[components: components] { return }
      guard let last = components.last else {
        self = newValue ?? .null
        return
      }
      // A loop, not recursion: a path can be as long as its caller likes. Each container on
      // the way down is taken out of its parent, with `null` left in its place, so that it is
      // the only reference to its storage and changes in place on the way back up: copying
      // it would make writing k keys into one nested object cost O(k²).
      var parents: [(container: JSON, position: Int)] = []
      parents.reserveCapacity(components.count - 1)
      var current = self
      self = .null
      var reachedLast = true
      steps: for component in components.dropLast() {
        switch component {
        case .key(let key):
          var object: Object = [:]
          if case .object(let existing) = current { object = existing }
          current = .null  // Release our reference so `object` is uniquely referenced.
          let position = object.swapValue(forKey: key, with: &current)
          parents.append((.object(object), position))
        case .index(let index):
          var elements: [JSON] = []
          if case .array(let existing) = current { elements = existing }
          current = .null
          let position = index < 0 ? elements.count + index : index
          guard position >= 0 else {
            // Before the start: the array stays as it is, and the steps after it are not taken.
            current = .array(elements)
            reachedLast = false
            break steps
          }
          while elements.count <= position { elements.append(.null) }
          swap(&current, &elements[position])
          parents.append((.array(elements), position))
        }
      }
      if reachedLast {
        switch last {
        case .key(let key): current[key] = newValue
        case .index(let index): current[index] = newValue
        }
      }
      while var parent = parents.popLast() {
        parent.container.replaceChild(at: parent.position, with: &current)
        current = parent.container
      }
      self = current
    }
  }

  /// Puts `child` back into the slot at `position` of this container, which the path setter
  /// emptied on its way down, leaving `null` in `child`.
  private mutating func replaceChild(at position: Int, with child: inout JSON) {
    switch self {
    case .object(var object):
      self = .null  // Release our reference so `object` is uniquely referenced.
      object.swapValue(at: position, with: &child)
      self = .object(object)
    case .array(var elements):
      self = .null
      swap(&child, &elements[position])
      self = .array(elements)
    case .null, .bool, .number, .string:
      preconditionFailure("the path setter keeps only containers on its way down")
    }
  }
}
