//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// One registration of a ``TransformRegistry``: a transform with its type erased.
struct TransformEntry: Sendable {
  /// The transform's `Value` type.
  let type: ObjectIdentifier
  /// Where it applies, or `nil` for everywhere.
  let path: ValuePath?
  /// Whether `Value` is one of the scalar types the decoder reads without asking the type.
  let isScalar: Bool
  /// The transform's type, for messages.
  let transformType: Any.Type
  /// The transform's `decode`, with a recovery to report when it made one.
  let decode: @Sendable (JSON) throws -> (value: Any, recovery: String?)
  /// The transform's `encode`; `nil` when the value is not of its type.
  let encode: @Sendable (Any) throws -> JSON?

  init<T: ValueTransform>(_ transform: T, path: ValuePath?) {
    self.init(transform, path: path, decode: { json in (try transform.decode(json), nil) })
  }

  /// An entry for a transform that reports its recoveries.
  ///
  /// Chosen by overload, not by a dynamic cast: the runtime answers the first
  /// `as? any RecoveringTransform` of each type by scanning the process's conformance
  /// records.
  init<T: RecoveringTransform>(recovering transform: T, path: ValuePath?) {
    self.init(
      transform, path: path,
      decode: { json in
        let (value, recovery) = try transform.decodeRecovering(json)
        return (value, recovery)
      })
  }

  private init<T: ValueTransform>(
    _ transform: T, path: ValuePath?,
    decode: @escaping @Sendable (JSON) throws -> (value: Any, recovery: String?)
  ) {
    type = ObjectIdentifier(T.Value.self)
    self.path = path
    isScalar = Self.isScalar(T.Value.self)
    transformType = T.self
    self.decode = decode
    encode = { value in
      guard let value = value as? T.Value else { return nil }
      return try transform.encode(value)
    }
  }

  /// The transform's type's name, for messages: made only when one is needed, since
  /// describing a type asks the runtime about several conformances.
  var name: String { "\(transformType)" }

  private static func isScalar(_ type: Any.Type) -> Bool {
    let scalars: [Any.Type] = [
      Bool.self, String.self, Double.self, Float.self, Int.self, Int8.self, Int16.self,
      Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
    ]
    return scalars.contains { $0 == type }
  }
}

/// A transform that can recover from a value it does not know, such as an enum transform's
/// fallback case, and says so for the decoder's report.
protocol RecoveringTransform: ValueTransform {
  /// Decodes like `decode(_:)`, and describes the recovery made, if any.
  func decodeRecovering(_ json: JSON) throws -> (value: Value, recovery: String?)
}
