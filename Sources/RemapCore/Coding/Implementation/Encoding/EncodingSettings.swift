//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// One encode call's view of a ``RemapEncoder``'s options, shared by the streaming and the
/// tree-building encoders so that both write the same JSON.
package struct EncodingSettings {
  let keyStyle: KeyStyle
  let nilEncoding: RemapEncoder.NilEncoding
  let dateEncoding: RemapEncoder.DateEncodingStrategy
  let dataEncoding: RemapEncoder.DataEncodingStrategy
  let nonConformingFloats: RemapEncoder.NonConformingFloatEncodingStrategy
  let writingOptions: JSONWritingOptions
  let prettyPrinted: Bool
  let escapesSlashes: Bool
  let userInfo: [CodingUserInfoKey: Any]
  /// The encoder's transforms (TreeEncoder+Transforms.swift); only the tree encoder runs
  /// when there are any.
  let transforms: TransformRegistry
  /// Whether ``Mappable`` types encode through their fast path.
  let mappableFastPath: Bool
  /// For a type, which keys of its keyed container are XML attributes.
  ///
  /// Set when the tree is written as XML next (RemapXML's `encodeXML` asks
  /// `XMLNodeEncodable`); `nil` for a type that does not choose. Those members are marked
  /// with ``attributeMarker``.
  package var attributeKeys: ((any Encodable.Type) -> ((any CodingKey) -> Bool)?)?

  /// What a member's name starts with when ``attributeKeys`` chose it as an attribute, for
  /// RemapXML's writer: a character no XML name can hold.
  package static let attributeMarker = "\u{0}"

  /// The settings of one encode call.
  ///
  /// - Throws: The error of a transform registered at an invalid path.
  package init(_ encoder: RemapEncoder) throws(RemapError) {
    try encoder.transforms.checkPaths()
    keyStyle = encoder.keyStyle
    nilEncoding = encoder.nilEncoding
    dateEncoding = encoder.dateEncoding
    dataEncoding = encoder.dataEncoding
    nonConformingFloats = encoder.nonConformingFloatEncoding
    writingOptions = encoder.outputFormatting
    prettyPrinted = encoder.outputFormatting.contains(.prettyPrinted)
    escapesSlashes = !encoder.outputFormatting.contains(.withoutEscapingSlashes)
    userInfo = encoder.userInfo.isEmpty ? [:] : encoder.userInfo.mapValues { $0 as Any }
    transforms = encoder.transforms
    mappableFastPath = encoder.mappableFastPath
  }

  /// The text that stands for a non-finite floating-point value, or `nil` when such values
  /// are an error.
  func text(forNonConforming value: Double) -> String? {
    guard
      case .convertToString(let positiveInfinity, let negativeInfinity, let nan) =
        nonConformingFloats.kind
    else { return nil }
    if value.isNaN { return nan }
    return value < 0 ? negativeInfinity : positiveInfinity
  }
}
