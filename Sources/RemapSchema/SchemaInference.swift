//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// Infers one shape from sample values: the kinds each place held, which keys every object
/// had, and what its strings looked like.
///
/// Feed it samples one at a time (a response body, each line of an NDJSON log), then write
/// the shape out as Swift models with ``SwiftModelWriter`` or as JSON Schema with
/// ``JSONSchemaWriter``. `remap generate swift` and `remap generate schema` are this, over
/// files.
///
/// ```swift
/// var inference = SchemaInference()
/// for line in responses { inference.add(try JSON(parsing: line)) }
/// let source = SwiftModelWriter(options: .init(rootName: "Event")).source(for: inference)
/// ```
///
/// Memory grows with the samples' structure (their distinct keys and nesting), not with how
/// many samples there are: each place keeps counts, and at most
/// ``Options/distinctStringLimit`` distinct strings.
public struct SchemaInference: Sendable {
  /// Settings for inference.
  public struct Options: Sendable, Equatable {
    /// How many distinct strings to remember at each place, for enums; 16 by default.
    public var distinctStringLimit: Int

    /// Creates options.
    ///
    /// - Parameter distinctStringLimit: How many distinct strings to remember at each place.
    public init(distinctStringLimit: Int = 16) {
      self.distinctStringLimit = max(distinctStringLimit, 0)
    }
  }

  /// The settings.
  public let options: Options

  /// The shape of every sample added, merged.
  public private(set) var shape = InferredShape()

  /// How many samples were added.
  public var sampleCount: Int { shape.count }

  /// Creates an inference that has seen no sample.
  ///
  /// - Parameter options: The settings.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Merges one sample into the shape.
  ///
  /// - Parameter sample: A value, such as one response body.
  /// - Complexity: O(*n*) in the sample's size.
  public mutating func add(_ sample: JSON) {
    shape.add(sample, distinctStringLimit: options.distinctStringLimit)
  }

  /// Merges samples into the shape.
  ///
  /// - Parameter samples: The values.
  public mutating func add(contentsOf samples: some Sequence<JSON>) {
    for sample in samples { add(sample) }
  }
}
