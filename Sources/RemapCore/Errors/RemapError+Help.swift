//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension RemapError {
  /// What would let the decode succeed, for the failures that loose payloads cause most: a
  /// missing key and a `null` value.
  ///
  /// Both are errors by default, because a missing or `null` value is never silently taken
  /// for another. When one is expected of a payload, the model or the decoder can say so, and
  /// this names how. ``description`` shows it as a `help:` line:
  ///
  /// ```
  /// error: expected an array, found null
  ///  --> input:1:10, at tags
  /// 1 | {"tags": null}
  ///   |          ^
  ///  help: set decoder.nullValues = .collectionDefaults to read null as [], or make the property optional
  /// ```
  ///
  /// `nil` for every other failure.
  public var help: String? {
    switch code {
    case .keyNotFound:
      return "make the property optional, give it a default value (@Mappable), "
        + "or set decoder.missingValues = .typeDefaults"
    case .valueNotFound where found == "null":
      switch expected {
      case "an array":
        return "set decoder.nullValues = .collectionDefaults to read null as [], "
          + "or make the property optional"
      case "an object":
        return "make the property optional to read null as nil"
      default:
        return "make the property optional, or set decoder.nullValues = .typeDefaults "
          + "to read null as false, 0 or \"\""
      }
    default:
      return nil
    }
  }
}
