//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A path to a value inside a document: keys and array indices, written `user.tags[0].name`.
///
/// Write a path as a string literal, or parse one at run time with ``init(parsing:)``:
///
/// ```swift
/// let lat = json[path: "results[0].geometry.location.lat"]?.double
/// let path = try ValuePath(parsing: userInput)
/// ```
///
/// The syntax:
/// - `.` separates keys: `a.b.c`;
/// - `[n]` is an array index, and `[-n]` counts from the end (`[-1]` is the last element);
/// - a backslash makes the next character literal: `a\.b` is the single key `a.b`,
///   `a\[0]` the key `a[0]`, `a\\b` the key `a\b`;
/// - the empty string is the root path.
///
/// A path's ``description`` writes it back in the same syntax, so errors name their place
/// the way you would type it: `statuses[3].user.created_at`.
public struct ValuePath: Hashable, Sendable {
  /// One step of a path: a key in an object or an index in an array.
  public enum Component: Hashable, Sendable {
    /// A key in an object.
    case key(String)
    /// An index in an array; negative indices count from the end.
    case index(Int)
  }

  /// The steps of the path, from the root.
  public var components: [Component]

  /// Creates a path from its steps.
  ///
  /// - Parameter components: The steps, from the root. Empty for the root itself.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// Whether this is the root path, with no steps.
  public var isEmpty: Bool { components.isEmpty }

  /// Returns this path extended by a key.
  ///
  /// - Parameter key: The key to append.
  /// - Returns: The longer path.
  public func appending(_ key: String) -> ValuePath {
    var copy = self
    copy.components.append(.key(key))
    return copy
  }

  /// Returns this path extended by an array index.
  ///
  /// - Parameter index: The index to append.
  /// - Returns: The longer path.
  public func appending(index: Int) -> ValuePath {
    var copy = self
    copy.components.append(.index(index))
    return copy
  }
}

// MARK: - Text form

extension ValuePath: CustomStringConvertible {
  /// The path in key-path syntax, such as `statuses[3].user.created_at`.
  public var description: String {
    var text = ""
    for (position, component) in components.enumerated() {
      switch component {
      case .key(let key):
        if position > 0 { text += "." }
        for character in key {
          if character == "." || character == "[" || character == "\\" { text += "\\" }
          text.append(character)
        }
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }
}

extension ValuePath: ExpressibleByStringInterpolation {
  /// Creates a path from a literal in key-path syntax.
  ///
  /// A literal that is not a valid path is a programming error and stops the program with a
  /// message naming the problem; use ``init(parsing:)`` for paths that come from input.
  ///
  /// - Parameter value: The path, such as `"user.tags[0]"`.
  public init(stringLiteral value: String) {
    do {
      try self.init(parsing: value)
    } catch {
      preconditionFailure("invalid ValuePath literal \"\(value)\": \(error.message)")
    }
  }

  /// Creates a path from a literal with interpolations, such as `"items[\(index)].id"`.
  ///
  /// The interpolated values are inserted as text and the whole is parsed, as a literal is.
  /// A result that is not a valid path stops the program, as an invalid literal does; for
  /// text that comes from input, use ``init(parsing:)``, or pass the `String` itself to an
  /// `atPath:` parameter (see ``ValuePathConvertible``), which throws instead.
  ///
  /// - Parameter stringInterpolation: The literal's text with its values inserted.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
  }
}

extension ValuePath {
  /// Parses a path written in key-path syntax.
  ///
  /// - Parameter text: The path, such as `"data.items[0].id"` or `"a\\.b"`.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/invalidPath`` when a bracket is not
  ///   a well-formed index or the text ends in a lone backslash.
  /// - Complexity: O(*n*), where *n* is the length of `text`.
  public init(parsing text: String) throws(RemapError) {
    var components: [Component] = []
    var key = ""
    var afterIndex = false
    var characters = text.unicodeScalars[...]

    func fail(_ message: String) -> RemapError {
      RemapError(.invalidPath, message, found: "\"\(text)\"")
    }

    if characters.isEmpty {
      self.init([])
      return
    }
    while let character = characters.popFirst() {
      if afterIndex && character != "." && character != "[" {
        throw fail("expected '.' or '[' after an array index")
      }
      switch character {
      case "\\":
        guard let escaped = characters.popFirst() else {
          throw fail("a key path cannot end in a lone backslash")
        }
        key.unicodeScalars.append(escaped)
      case ".":
        if !afterIndex { components.append(.key(key)) }
        key = ""
        afterIndex = false
      case "[":
        // "[0].id" and "a.[0]" have no key before the bracket.
        if !afterIndex && !key.isEmpty { components.append(.key(key)) }
        key = ""
        var digits = ""
        while let next = characters.first, next != "]" {
          digits.unicodeScalars.append(next)
          characters.removeFirst()
        }
        guard characters.popFirst() == "]" else {
          throw fail("unclosed '[' in key path; write '\\[' for a literal bracket")
        }
        guard let index = Int(digits), digits.first != "+" else {
          throw fail("'[\(digits)]' is not an array index; write '\\[' for a literal bracket")
        }
        components.append(.index(index))
        afterIndex = true
      default:
        key.unicodeScalars.append(character)
      }
    }
    if !afterIndex { components.append(.key(key)) }
    self.init(components)
  }
}
