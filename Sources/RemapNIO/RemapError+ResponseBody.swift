//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if NIO
  public import RemapCore

  extension RemapError {
    /// The JSON body a server answers a ``RemapError`` with: status 400 and what a client
    /// needs to fix its request, and nothing of the server's internals.
    ///
    /// ```json
    /// {"error":true,"reason":"type-mismatch at user.id (line 3, column 12): expected Int, found \"abc\"",
    ///  "code":"type-mismatch","message":"expected Int, found \"abc\"","path":"user.id",
    ///  "line":3,"column":12}
    /// ```
    ///
    /// `error` and `reason` are the fields of Vapor's own error body, so a client written for
    /// Vapor's errors reads these too. The error's ``RemapError/underlying`` error, which may
    /// come from the app's own code, is never included.
    public struct ResponseBody: Codable, Sendable, Equatable {
      /// Always `true`, as in Vapor's error body.
      public var error: Bool
      /// One line that says what, where and at which line and column.
      public var reason: String
      /// The error's stable code, such as `type-mismatch` or `key-not-found`.
      public var code: String
      /// The error's message, lower-case, without a trailing period.
      public var message: String
      /// The path of the failing value, such as `statuses[3].user.id`; empty for the root.
      public var path: String
      /// The line of the failure in the body, counting from 1, when it is known.
      public var line: Int?
      /// The column of the failure in the body, counting from 1, when it is known.
      public var column: Int?

      /// Creates the body for an error.
      ///
      /// - Parameter error: The error to describe.
      public init(_ error: RemapError) {
        self.error = true
        reason = error.reason
        code = error.code.rawValue
        message = error.message
        path = error.path.description
        line = error.location?.line
        column = error.location?.column
      }
    }

    /// The error in one line: its code, its path, its line and column, and its message.
    ///
    /// ```
    /// type-mismatch at user.id (line 3, column 12): expected Int, found "abc"
    /// ```
    public var reason: String {
      var text = code.rawValue
      if !path.isEmpty { text += " at \(path)" }
      if let location { text += " (line \(location.line), column \(location.column))" }
      return text + ": " + message
    }
  }
#endif
