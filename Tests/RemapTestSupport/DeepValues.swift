//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import Synchronization

/// Values kept until the process ends.
private let deepValuesKeptAlive = Mutex<[JSON]>([])

/// Keeps a value alive until the process ends, so that a test does not trip over the known
/// recursion in releasing deeply nested values (see `JSONTests.deepValueReleases()`).
///
/// - Parameter value: The value, usually nested tens of thousands of levels deep.
public func keepAlive(_ value: JSON) {
  deepValuesKeptAlive.withLock { $0.append(value) }
}
