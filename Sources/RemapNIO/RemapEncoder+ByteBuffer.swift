//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if NIO
  public import NIOCore
  public import RemapCore

  extension RemapEncoder {
    /// Encodes a value as UTF-8 JSON text at the end of a buffer.
    ///
    /// The text goes from the encoder's working memory straight into the buffer, with no
    /// array or `Data` in between; the buffer grows as needed.
    ///
    /// ```swift
    /// var buffer = ByteBuffer()
    /// try RemapEncoder().encode(user, into: &buffer)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - buffer: The buffer to append the JSON text to, at its writer index.
    /// - Throws: ``RemapError``, as ``RemapEncoder/encode(_:)`` does; the buffer is then
    ///   left as it was.
    public func encode<T: Encodable>(
      _ value: T, into buffer: inout ByteBuffer
    ) throws(RemapError) {
      try withEncodedBytes(value) { bytes -> Void in
        buffer.writeBytes(bytes)
      }
    }
  }
#endif
