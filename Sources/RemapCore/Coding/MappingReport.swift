//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// One problem found while mapping a value: an error, or a recovery the decoder made.
///
/// ```swift
/// for diagnostic in report.diagnostics {
///   print(diagnostic)   // error at items[3].id: expected Int, found the string "x" (type-mismatch)
/// }
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: Sendable, Hashable {
    /// The input cannot be mapped as it is: a missing required key, a failed conversion.
    case error
    /// Not an error, but something a developer must be able to see: a value coerced, a
    /// default used, an element dropped, an unknown key ignored (when asked for).
    case recovery
  }

  /// Whether this is an error or a recovery.
  public var severity: Severity

  /// The kind of problem, stable across releases.
  public var code: RemapError.Code

  /// Where in the value the problem is.
  public var path: ValuePath

  /// What happened, lower-case, without a trailing period.
  public var message: String

  /// Where in the input text the problem is, for text input.
  public var location: SourceLocation?

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - severity: Whether it is an error or a recovery.
  ///   - code: The kind of problem.
  ///   - path: Where in the value.
  ///   - message: What happened.
  ///   - location: Where in the input text, if known.
  public init(
    severity: Severity, code: RemapError.Code, path: ValuePath, message: String,
    location: SourceLocation? = nil
  ) {
    self.severity = severity
    self.code = code
    self.path = path
    self.message = message
    self.location = location
  }

  /// The diagnostic on one line: severity, path, message and code.
  public var description: String {
    let place = path.isEmpty ? "" : " at \(path)"
    let line = location.map { " (line \($0.line), column \($0.column))" } ?? ""
    return "\(severity == .error ? "error" : "recovery")\(place): \(message) [\(code)]\(line)"
  }
}

/// The outcome of ``RemapDecoder/report(_:from:)-(_,ContiguousBytes)``: the value, when one
/// could be made, and every problem found on the way.
///
/// Where ``RemapDecoder/decode(_:from:)-(_,ContiguousBytes)`` stops at the first error, a
/// report keeps going and lists them all, each with its path, and the recoveries the decoder
/// made:
///
/// ```swift
/// let report = decoder.report([Order].self, from: data)
/// if let orders = report.value { … }
/// for problem in report.errors { print(problem) }
/// ```
public struct MappingReport<Value> {
  /// The decoded value, or `nil` when any error was found.
  public var value: Value?

  /// Every error and recovery, in document order.
  public var diagnostics: [Diagnostic]

  /// The diagnostics that are errors.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  /// The diagnostics that are recoveries.
  public var recoveries: [Diagnostic] { diagnostics.filter { $0.severity == .recovery } }

  /// Whether a value was made without errors.
  public var isSuccess: Bool { value != nil }

  /// Creates a report of a value and the diagnostics found decoding it.
  package init(value: Value?, diagnostics: [Diagnostic]) {
    self.value = value
    self.diagnostics = diagnostics
  }
}

extension MappingReport: Sendable where Value: Sendable {}

extension MappingReport: CustomStringConvertible {
  /// The outcome on its first line, then each diagnostic on a line of its own, in document
  /// order; the value itself is left out, since it can be large.
  ///
  /// ```
  /// failed with 1 error and 2 recoveries
  ///   recovery at [0].user_id: converted "42" to Int [value-coerced] (line 1, column 14)
  ///   error at [0].role: expected one of "admin", "member", found "owner" [invalid-value] (line 3, column 61)
  ///   recovery at [1].tags: used the type default [] for null [default-used] (line 5, column 9)
  /// ```
  public var description: String {
    func count(_ number: Int, _ one: String, _ many: String) -> String {
      "\(number) \(number == 1 ? one : many)"
    }
    let errorCount = errors.count
    let recoveryCount = diagnostics.count - errorCount
    var summary = isSuccess ? "decoded" : "failed"
    switch (errorCount, recoveryCount) {
    case (0, 0): summary += isSuccess ? " with no diagnostics" : ""
    case (0, _): summary += " with \(count(recoveryCount, "recovery", "recoveries"))"
    case (_, 0): summary += " with \(count(errorCount, "error", "errors"))"
    default:
      summary +=
        " with \(count(errorCount, "error", "errors")) and \(count(recoveryCount, "recovery", "recoveries"))"
    }
    return ([summary] + diagnostics.map { "  \($0)" }).joined(separator: "\n")
  }
}
