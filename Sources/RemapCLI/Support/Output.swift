//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Writing to standard output and standard error.
enum Output {
  /// Writes bytes to standard output, followed by a newline.
  ///
  /// - Parameter bytes: The bytes to write, such as serialized JSON.
  static func write(_ bytes: [UInt8]) {
    var data = Data(bytes)
    data.append(UInt8(ascii: "\n"))
    FileHandle.standardOutput.write(data)
  }

  /// Writes text to standard error, followed by a newline.
  ///
  /// - Parameter text: The text to write.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
