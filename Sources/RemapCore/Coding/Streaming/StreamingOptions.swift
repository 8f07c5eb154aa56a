//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// How a stream of JSON Lines or of an array's elements is read: what happens to an element
/// that fails, and the limits that keep memory flat.
///
/// ```swift
/// let events = try decoder.lines(
///   of: Event.self, from: url,
///   options: .skipInvalid { error in log.warning("\(error)") })
/// ```
///
/// The decoder's own options (key matching, coercion, dates, transforms, and its
/// ``RemapDecoder/readingOptions`` for each element's JSON) apply to every element.
public struct StreamingOptions: Sendable {
  /// Whether an element that fails to decode is skipped, and the stream goes on.
  ///
  /// Only elements are skipped: a line that is not valid JSON, or an element that does not
  /// fit the type. A document whose structure is broken (an array that is never closed),
  /// an element over ``maximumElementSize``, or an input that cannot be read still ends
  /// the stream with an error. `false` by default: the synchronous sequence then yields the
  /// failed element, whose ``StreamedElement/get()`` throws, and the asynchronous one throws.
  public var skipsInvalidElements: Bool

  /// Called with the error of each element skipped, when ``skipsInvalidElements`` is on.
  ///
  /// The error's ``RemapError/location`` gives the element's line and byte offset in the
  /// stream.
  public var skippedElementHandler: (@Sendable (RemapError) -> Void)?

  /// Whether each element is decoded as a report, as
  /// ``RemapDecoder/report(_:from:)-(_,ContiguousBytes)`` decodes a document: every error and
  /// every recovery is recorded, for ``StreamedElement/report()``.
  ///
  /// `false` by default: an element is then decoded as by
  /// ``RemapDecoder/decode(_:from:)-(_,ContiguousBytes)``, which stops at its first error
  /// and records no recoveries, and is faster. With ``skipsInvalidElements``, an element
  /// whose report has an error is skipped, and the handler gets its first error.
  public var collectsReports: Bool

  /// The largest line or array element accepted, in bytes; 16 MiB (2^24) by default.
  ///
  /// A stream holds one element and one chunk at a time, so this bounds its memory: a
  /// larger element fails with ``RemapError/Code/sizeLimitExceeded`` as soon as its bytes
  /// pass the limit, without reading the rest of it. See <doc:LimitsAndSecurity>.
  public var maximumElementSize: Int

  /// How many bytes are read from a file at a time; 256 KiB (2^18) by default.
  ///
  /// For an asynchronous sequence of single bytes, how many are gathered before framing.
  public var chunkSize: Int

  /// Creates streaming options.
  ///
  /// - Parameters:
  ///   - skipsInvalidElements: Whether failed elements are skipped. `false` by default.
  ///   - maximumElementSize: The largest element accepted, in bytes. 16 MiB by default.
  ///   - chunkSize: How many bytes to read at a time. 256 KiB by default.
  ///   - collectsReports: Whether each element's diagnostics are collected for
  ///     ``StreamedElement/report()``. `false` by default.
  ///   - skippedElementHandler: Called with each skipped element's error.
  public init(
    skipsInvalidElements: Bool = false,
    maximumElementSize: Int = 1 << 24,
    chunkSize: Int = 1 << 18,
    collectsReports: Bool = false,
    skippedElementHandler: (@Sendable (RemapError) -> Void)? = nil
  ) {
    self.skipsInvalidElements = skipsInvalidElements
    self.collectsReports = collectsReports
    self.maximumElementSize = maximumElementSize
    self.chunkSize = max(1, chunkSize)
    self.skippedElementHandler = skippedElementHandler
  }

  /// Skips the elements that fail, silently.
  public static let skipInvalid = StreamingOptions(skipsInvalidElements: true)

  /// Skips the elements that fail, and reports each one's error to `handler`.
  ///
  /// - Parameter handler: Called with each skipped element's error, in stream order.
  /// - Returns: The options.
  public static func skipInvalid(
    reporting handler: @escaping @Sendable (RemapError) -> Void
  ) -> StreamingOptions {
    StreamingOptions(skipsInvalidElements: true, skippedElementHandler: handler)
  }
}
