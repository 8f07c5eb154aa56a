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
  /// The value as a tree of `Any`, in the shape `JSONSerialization` produces.
  ///
  /// Use it to hand a value to APIs that take `[String: Any]` or `Any`, such as request
  /// parameters, `UserDefaults` or `JSONSerialization.data(withJSONObject:)`.
  ///
  /// | JSON | `anyValue` |
  /// | --- | --- |
  /// | `null` | `NSNull()` |
  /// | `true`, `false` | `Bool` |
  /// | an integer that fits `Int` (`1`, `1.0`, `1e2`) | `Int` |
  /// | a larger integer up to `UInt64.max` | `UInt64` |
  /// | an integer beyond 64 bits, up to 38 digits | `Decimal`, exactly |
  /// | a negative zero with a fraction (`-0.0`) | `Double` (`-0.0`) |
  /// | any other number | `Double`, the nearest one |
  /// | a string | `String` |
  /// | an array | `[Any]` |
  /// | an object | `[String: Any]` |
  ///
  /// An object's key order is lost, since a dictionary has none. A number too large for both
  /// `Decimal` and `Double` (such as `1e400`, which `JSONSerialization` refuses to read)
  /// becomes its JSON text as a `String`, so that no value is lost silently.
  ///
  /// ```swift
  /// let json: JSON = ["name": "Ada", "tags": [1, 2.5, true, nil]]
  /// let dictionary = json.anyValue as? [String: Any]
  /// dictionary?["tags"]    // [1, 2.5, true, <null>] as [Any]
  /// let back = try JSON(any: json.anyValue)   // equal to json
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of values in the tree. Deep trees do not recurse.
  public var anyValue: Any {
    AnyBridge.anyValue(of: self)
  }

  /// Creates a value from a tree of `Any`, such as a `[String: Any]` dictionary or the result
  /// of `JSONSerialization.jsonObject(with:)`.
  ///
  /// Accepted, at any depth:
  /// - `JSON`, `JSON.Number` and `JSON.Object` values, taken as they are;
  /// - `nil` (an `Optional` holding nothing, at any level of optionality) and `NSNull`, as
  ///   `null`; an `Optional` holding a value is unwrapped;
  /// - `Bool`; every Swift integer type, exactly; `Double`, `Float` and other binary
  ///   floating-point types, when finite; `Decimal`; `NSNumber` (see below);
  /// - `String`, `Substring` and `NSString`;
  /// - `[Any]`, `[Any?]`, `NSArray` and other arrays, as arrays;
  /// - `[String: Any]`, `[String: Any?]`, `NSDictionary` and other dictionaries whose keys are
  ///   strings, as objects, with their keys in ascending order so that the result is the same
  ///   on every run;
  /// - `Date` as ISO 8601 text in UTC (to the microsecond), `URL` as its absolute string,
  ///   `UUID` as its string and `Data` as base64: what ``RemapEncoder`` writes by default, so
  ///   that ``RemapDecoder`` reads a hand-built request dictionary back into models that ask
  ///   for those types.
  ///
  /// An `NSNumber` that holds a Boolean (such as `true` read by `JSONSerialization`) becomes
  /// ``bool(_:)``, on Linux as on Apple platforms; every other `NSNumber` becomes a number.
  ///
  /// ```swift
  /// let object = try JSONSerialization.jsonObject(with: data)
  /// let json = try JSON(any: object)
  /// let params = try JSON(any: ["query": "pizza", "limit": 20, "open": true])
  /// ```
  ///
  /// - Parameter value: The tree to convert.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/unsupportedValue`` for a value that
  ///   has no JSON equivalent (such as an infinite `Double` or a class instance) or a
  ///   dictionary key that is not a string. The error's ``RemapError/path`` names where the
  ///   value is, such as `items[2].when`, and its message names the value's type.
  /// - Complexity: O(*n* log *n*) in the number of values, for sorting dictionary keys. Deep
  ///   trees do not recurse.
  public init(any value: Any) throws(RemapError) {
    self = try AnyBridge.json(from: value)
  }
}

/// The conversions between `JSON` and trees of `Any`.
///
/// Both directions walk the tree with one walk, ``convert(_:node:array:object:located:)``,
/// which keeps an explicit stack instead of recursing, so a tree nested tens of thousands deep
/// converts without overflowing the stack.
enum AnyBridge {}

// MARK: - The walk

extension AnyBridge {
  /// One value of the tree being converted: a converted leaf, or an array or object whose
  /// elements are converted next.
  private enum Node<Input, Members, Output> {
    case leaf(Output)
    case array([Input])
    case object(Members)
  }

  /// An array or object whose elements are being converted.
  private struct Frame<Input, Members: RandomAccessCollection<(key: String, value: Input)>, Output>
  where Members.Index == Int {
    private enum Source {
      case array([Input])
      case object(Members)
    }

    private let source: Source
    private var position = 0
    /// The elements' or members' values converted so far, in order.
    private(set) var converted: [Output] = []

    /// Starts converting an array; returns the frame and its first element, or `nil` when
    /// the array is empty.
    static func start(_ elements: [Input]) -> (Frame, Input)? {
      guard let first = elements.first else { return nil }
      var frame = Frame(source: .array(elements))
      frame.converted.reserveCapacity(elements.count)
      return (frame, first)
    }

    /// Starts converting an object; returns the frame and its first value, or `nil` when the
    /// object is empty.
    static func start(_ members: Members) -> (Frame, Input)? {
      guard let first = members.first else { return nil }
      var frame = Frame(source: .object(members))
      frame.converted.reserveCapacity(members.count)
      return (frame, first.value)
    }

    private init(source: Source) {
      self.source = source
    }

    /// The object's members, or `nil` for an array.
    var members: Members? {
      guard case .object(let members) = source else { return nil }
      return members
    }

    /// The step from this container to the element being converted, for error paths.
    var component: ValuePath.Component {
      switch source {
      case .array: .index(position)
      case .object(let members): .key(members[position].key)
      }
    }

    /// Stores the converted current element; returns the next element, or `nil` when the
    /// container is complete.
    mutating func add(_ value: Output) -> Input? {
      converted.append(value)
      position += 1
      // Not a `?:` with `nil`: with `Input` as `JSON` (ExpressibleByNilLiteral) it would mean
      // `.null`, and with `Any`, an `Any` holding `nil`, and the walk would never end.
      switch source {
      case .array(let elements):
        guard position < elements.count else { return nil }
        return elements[position]
      case .object(let members):
        guard position < members.endIndex else { return nil }
        return members[position].value
      }
    }
  }

  /// Converts the tree at `root`, without recursion.
  ///
  /// - Parameters:
  ///   - root: The tree.
  ///   - node: Says what one value is, converting it when it is a leaf.
  ///   - array: Makes an array of its converted elements.
  ///   - object: Makes an object of its members and their converted values, in order.
  ///   - located: Adds to an error of `node` the path of the value that it was thrown for;
  ///     `nil` when `node` cannot throw.
  /// - Returns: The converted tree.
  /// - Throws: What `node` throws, located.
  private static func convert<
    Input, Members: RandomAccessCollection<(key: String, value: Input)>, Output,
    Failure: Error
  >(
    _ root: Input,
    node: (Input) throws(Failure) -> Node<Input, Members, Output>,
    array: ([Output]) -> Output,
    object: (Members, [Output]) -> Output,
    located: ((Failure, ValuePath) -> Failure)? = nil
  ) throws(Failure) -> Output where Members.Index == Int {
    var stack: [Frame<Input, Members, Output>] = []
    var next = root
    while true {
      var value: Output
      let current: Node<Input, Members, Output>
      do {
        current = try node(next)
      } catch {
        throw located?(error, ValuePath(stack.map(\.component))) ?? error
      }
      switch current {
      case .leaf(let leaf):
        value = leaf
      case .array(let elements):
        guard let (frame, first) = Frame<Input, Members, Output>.start(elements) else {
          value = array([])
          break
        }
        stack.append(frame)
        next = first
        continue
      case .object(let members):
        guard let (frame, first) = Frame<Input, Members, Output>.start(members) else {
          value = object(members, [])
          break
        }
        stack.append(frame)
        next = first
        continue
      }
      // Hand the value to its container, and each completed container to its own.
      while let top = stack.indices.last {
        if let following = stack[top].add(value) {
          next = following
          break
        }
        let done = stack.removeLast()
        value =
          if let members = done.members {
            object(members, done.converted)
          } else {
            array(done.converted)
          }
      }
      if stack.isEmpty { return value }
    }
  }
}

// MARK: - JSON to Any

extension AnyBridge {
  /// Converts a value into a `JSONSerialization`-style tree.
  static func anyValue(of root: JSON) -> Any {
    convert(
      root,
      node: { (value: JSON) -> Node<JSON, JSON.Object, Any> in
        switch value {
        case .array(let elements): .array(elements)
        case .object(let object): .object(object)
        case .null: .leaf(foundationNull)
        case .bool(let bool): .leaf(bool)
        case .number(let number): .leaf(anyValue(of: number))
        case .string(let string): .leaf(string)
        }
      },
      array: { $0 },
      object: { object, values in
        var dictionary: [String: Any] = [:]
        dictionary.reserveCapacity(values.count)
        for (member, value) in zip(object, values) { dictionary[member.key] = value }
        return dictionary
      })
  }

  /// A number as the type `JSONSerialization` users expect.
  private static func anyValue(of number: JSON.Number) -> Any {
    if let int = number.int {
      // A negative zero written with a fraction (`-0.0`) keeps its sign as a `Double`, as
      // in `JSONSerialization`, which reads `-0` as the integer 0.
      if int == 0, case .decimal(_, let exponent, negative: true) = number.storage,
        exponent != 0
      {
        return -0.0 as Double
      }
      return int
    }
    if number.isInteger {
      if let uint64 = number.uint64 { return uint64 }
      if let int64 = number.int64 { return int64 }  // Only where `Int` is 32 bits wide.
      if let decimal = number.decimal { return decimal }
    }
    if let double = number.double { return double }
    if let decimal = number.decimal { return decimal }
    return number.description
  }
}

// MARK: - Any to JSON

extension AnyBridge {
  /// Converts a tree of `Any` into a value.
  static func json(from root: Any) throws(RemapError) -> JSON {
    try convert(
      root,
      node: classify,
      array: { .array($0) },
      object: { pairs, values in
        // Keys come from a dictionary, or were made unique by `classify(_:)`.
        .object(
          JSON.Object(
            uniqueMembers: zip(pairs, values).map { JSON.Object.Member(key: $0.key, value: $1) }
          ))
      },
      located: { error, path in
        var error = error
        error.path = path
        return error
      })
  }

  /// Says what one value is, converting it when it is not a container.
  ///
  /// The order matters on Linux, where a Swift `Bool` or `Int` casts to `NSNumber` and an
  /// `NSNumber` casts to `Bool`: Foundation objects are recognized by their dynamic type
  /// first, and Swift's own types after them.
  private static func classify(
    _ value: Any
  ) throws(RemapError) -> Node<Any, [(key: String, value: Any)], JSON> {
    var value = value
    while let optional = value as? any OptionalBox {
      guard let wrapped = optional.wrappedAny else { return .leaf(.null) }
      value = wrapped
    }
    if let foundation = try foundationValue(value) { return .leaf(foundation) }
    switch value {
    case let json as JSON: return .leaf(json)
    case let string as String: return .leaf(.string(string))
    case let int as Int: return .leaf(.number(JSON.Number(int)))
    case let bool as Bool: return .leaf(.bool(bool))
    case let double as Double: return .leaf(try number(double, JSON.Number(double)))
    case let dictionary as [String: Any]:
      return .object(dictionary.sorted { $0.key < $1.key })
    case let array as [Any]: return .array(array)
    case let integer as any BinaryInteger: return .leaf(.number(JSON.Number(integer)))
    case let float as Float: return .leaf(try number(float, JSON.Number(float)))
    case let float as any BinaryFloatingPoint:
      let double = Double(float)
      return .leaf(try number(double, JSON.Number(double)))
    case let decimal as Decimal: return .leaf(try number(decimal, JSON.Number(decimal)))
    case let number as JSON.Number: return .leaf(.number(number))
    case let object as JSON.Object: return .leaf(.object(object))
    case let string as any StringProtocol: return .leaf(.string(String(string)))
    case let dictionary as [AnyHashable: Any]:
      return .object(try stringKeyed(dictionary))
    // Values a dictionary built by hand holds, written as `RemapEncoder` writes them by
    // default, so that `RemapDecoder` reads them back into the same types.
    case let date as Date:
      guard let text = ISO8601Formatter.string(from: date) else {
        throw RemapError(
          .unsupportedValue, "cannot convert the date \(date.timeIntervalSince1970) to JSON",
          expected: "a date within ISO 8601's range", found: "\(date.timeIntervalSince1970)")
      }
      return .leaf(.string(text))
    case let url as URL: return .leaf(.string(url.absoluteString))
    case let uuid as UUID: return .leaf(.string(uuid.uuidString))
    case let data as Data: return .leaf(.string(data.base64EncodedString()))
    default:
      throw RemapError(
        .unsupportedValue, "cannot convert a value of type \(type(of: value)) to JSON",
        expected: "null, a Bool, a number, a string, an array, or a dictionary with string keys",
        found: "\(type(of: value))")
    }
  }

  /// A number, or an error when the value was not finite.
  private static func number(
    _ value: some CustomStringConvertible, _ number: JSON.Number?
  ) throws(RemapError) -> JSON {
    guard let number else {
      throw RemapError(
        .unsupportedValue, "JSON cannot express the number \(value) of type \(type(of: value))",
        expected: "a finite number", found: "\(value)")
    }
    return .number(number)
  }

  /// The members of a dictionary whose keys must all be strings, in ascending key order.
  private static func stringKeyed(
    _ dictionary: [AnyHashable: Any]
  ) throws(RemapError) -> [(key: String, value: Any)] {
    var pairs: [String: Any] = [:]
    pairs.reserveCapacity(dictionary.count)
    for (key, value) in dictionary {
      guard let string = key.base as? String else {
        throw RemapError(
          .unsupportedValue,
          "a dictionary key of type \(type(of: key.base)) cannot be a JSON object key",
          expected: "a String key", found: "\(type(of: key.base)) \(key.base)")
      }
      // Keys that differ as Swift values but are the same text: the last one wins.
      pairs[string] = value
    }
    return pairs.sorted { $0.key < $1.key }
  }
}

// MARK: - Optionals

/// Lets `Any` values that hold an `Optional` be unwrapped without knowing the wrapped type.
private protocol OptionalBox {
  /// The wrapped value, or `nil` when there is none.
  var wrappedAny: Any? { get }
}

extension Optional: OptionalBox {
  fileprivate var wrappedAny: Any? { self.map { $0 } }
}
