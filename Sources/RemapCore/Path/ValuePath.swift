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
///
/// ## Literals that are not paths
///
/// A literal, or an interpolated literal such as `"items[\(index)].price"`, cannot throw. When
/// its text is not a valid path, the result is an *invalid path* rather than a crash: it
/// keeps the text and its ``parsingError``, has no ``components``, and fails with that error
/// (code ``RemapError/Code/invalidPath``) wherever it is used: decoding or reporting at it,
/// registering a transform at it, or ``ValuePathConvertible/valuePath()``. Reading
/// ``JSON/subscript(path:)-(ValuePath)`` through it gives `nil`, and setting through it changes
/// nothing.
public struct ValuePath: Hashable, Sendable {
  /// One step of a path: a key in an object or an index in an array.
  public enum Component: Hashable, Sendable {
    /// A key in an object.
    case key(String)
    /// An index in an array; negative indices count from the end.
    case index(Int)
  }

  /// The steps of the path, from the root; none for an invalid path.
  ///
  /// Setting the steps makes the path valid.
  public var components: [Component] {
    didSet { invalidText = nil }
  }

  /// The text of a literal that is not a valid path; `nil` for every valid path.
  private var invalidText: String?

  /// Creates a path from its steps.
  ///
  /// - Parameter components: The steps, from the root. Empty for the root itself.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// An invalid path: a literal whose text did not parse.
  private init(invalidText: String) {
    components = []
    self.invalidText = invalidText
  }

  /// Whether this is the root path, with no steps.
  ///
  /// An invalid path is not the root: it is empty only in that it has no steps, and this is
  /// `false` for it.
  public var isEmpty: Bool { components.isEmpty && invalidText == nil }

  /// Whether this is an invalid path, made from a literal that is not a path.
  var isInvalid: Bool { invalidText != nil }

  /// Why the text this path was written as is not a valid path, or `nil` for a valid path.
  ///
  /// Only a literal can make an invalid path (see "Literals that are not paths" above);
  /// ``init(parsing:)`` throws this error instead.
  ///
  /// ```swift
  /// let path: ValuePath = "items[\(name)]"   // name == "first"
  /// path.parsingError?.message               // "'[first]' is not an array index; ..."
  /// ```
  public var parsingError: RemapError? {
    guard let invalidText else { return nil }
    do {
      _ = try ValuePath(parsing: invalidText)
      return nil
    } catch {
      return error
    }
  }

  /// Returns this path extended by a key; an invalid path stays as it is.
  ///
  /// - Parameter key: The key to append.
  /// - Returns: The longer path.
  public func appending(_ key: String) -> ValuePath {
    guard invalidText == nil else { return self }
    var copy = self
    copy.components.append(.key(key))
    return copy
  }

  /// Returns this path extended by an array index; an invalid path stays as it is.
  ///
  /// - Parameter index: The index to append.
  /// - Returns: The longer path.
  public func appending(index: Int) -> ValuePath {
    guard invalidText == nil else { return self }
    var copy = self
    copy.components.append(.index(index))
    return copy
  }
}

// MARK: - Text form

extension ValuePath: CustomStringConvertible {
  /// The path in key-path syntax, such as `statuses[3].user.created_at`; for an invalid
  /// path, the text it was written as.
  public var description: String {
    if let invalidText { return invalidText }
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
  /// A literal that is not a valid path makes an invalid path, which fails with a
  /// ``RemapError`` where it is used (see "Literals that are not paths" above); use
  /// ``init(parsing:)`` to find out at once.
  ///
  /// - Parameter value: The path, such as `"user.tags[0]"`.
  public init(stringLiteral value: String) {
    do {
      try self.init(parsing: value)
    } catch {
      self.init(invalidText: value)
    }
  }

  /// Creates a path from a literal with interpolations, such as `"items[\(index)].id"`.
  ///
  /// The interpolated values are inserted as text and the whole is parsed, as a literal is;
  /// a result that is not a valid path makes an invalid path, as an invalid literal does.
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
