//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// The scanner workspace that one decoding or parse of JSON bytes after another reuses: the
/// tape's words, the stack of open containers and the repeated-key finder's buffers of the
/// last one (see `JSONScanner.Workspace`).
///
/// An API response of 10-100 KB decodes in a few million instructions, and allocating its
/// tape anew cost ~57,000 of them per document: the allocation of a large block makes the
/// allocator consolidate the many small blocks the previous decoding freed. One workspace
/// is kept for the whole process, in one slot: a decoding takes it (or makes its own, when
/// another decoding holds it, or when the lock is contended) and puts it back when its tape
/// has been freed. `RemapDecoder` is a value that users create per call, so the slot is not
/// per decoder.
///
/// Words for more than ``keptCapacity`` entries are not kept, so a large document leaves
/// no large buffer behind. A decoding whose tape outlives it (a model kept its decoder)
/// does not put the workspace back: the tape gives its words to the workspace when freed,
/// which must then be no one else's.
enum SharedScanWorkspace {
  /// The slot, guarded by its lock.
  private final class Slot: @unchecked Sendable {
    let lock = NSLock()
    var workspace: JSONScanner.Workspace?
  }

  private static let slot = Slot()

  /// The most tape entries (16 bytes each) whose words are kept: 2 MiB.
  ///
  /// That is the tape of a document of about 780 KB (the scanner sizes a tape at one entry
  /// per six bytes), which covers API responses and twitter's 631 KB. Kept words save few
  /// instructions, but they stay in cache while other code runs between two decodings,
  /// whereas a block allocated anew comes cold from memory: twitter's scan, timed in turn
  /// with `JSONSerialization`, ran 14-20x as fast with its words allocated anew and 24-26x
  /// with them kept (in turns of five runs, both 22-26x). Larger documents would leave a
  /// large buffer behind.
  static var keptCapacity: Int { 1 << 17 }

  /// The shared workspace, or a new one when it is taken or its lock contended.
  static func take() -> JSONScanner.Workspace {
    let slot = slot
    guard slot.lock.try() else { return JSONScanner.Workspace() }
    let workspace = slot.workspace
    slot.workspace = nil
    slot.lock.unlock()
    return workspace ?? JSONScanner.Workspace()
  }

  /// Frees `tape`, scanned with `workspace`, and puts `workspace` back: only when nothing
  /// else holds the tape (a kept decoder's tape keeps its workspace, see above).
  static func giveBack(_ workspace: JSONScanner.Workspace, freeing tape: consuming JSONTape) {
    guard isKnownUniquelyReferenced(&tape) else { return }
    // Freed here, the tape gives its words to the workspace.
    _ = consume tape
    giveBack(workspace)
  }

  /// Puts `workspace` back for the next decoding, once the tape scanned with it is freed;
  /// its words are dropped when they are too many to keep.
  static func giveBack(_ workspace: JSONScanner.Workspace) {
    dropLargeWords(of: workspace)
    let slot = slot
    guard slot.lock.try() else { return }
    slot.workspace = workspace
    slot.lock.unlock()
  }

  /// Frees the workspace's spare words when they are too many to keep.
  static func dropLargeWords(of workspace: JSONScanner.Workspace) {
    if let spare = unsafe workspace.spareWords, unsafe spare.capacity > keptCapacity {
      unsafe spare.words.deallocate()
      unsafe workspace.spareWords = nil
    }
  }
}
