//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// An unkeyed or single-value container of a ``StreamingEncoder``: the scalars that need only
/// bytes written are written once here, over the container's own way of beginning a value.
protocol StreamingValueContainer: IntegerEncodingContainer {
  /// Begins the next value (claims the slot, or begins an element) and, unless the stream was
  /// abandoned, writes it with `body`, which only writes bytes.
  func write(_ body: (inout StreamState) -> Void)
}

extension StreamingValueContainer {
  mutating func encodeNil() throws {
    write { $0.writer.write("null") }
  }

  mutating func encode(_ value: Bool) throws {
    write { $0.writer.write(value ? "true" : "false") }
  }

  mutating func encode(_ value: String) throws {
    write { $0.writer.writeQuoted(value, escapingSlashes: $0.escapesSlashes) }
  }

  @inline(__always)
  mutating func encodeInteger(_ value: some FixedWidthInteger) throws {
    write { $0.writeInteger(value) }
  }
}
