//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import Testing

@Suite("RemapError.Code")
struct RemapErrorCodeTests {
  @Test(
    "codes keep their stable text",
    arguments: [
      (RemapError.Code.unexpectedEndOfInput, "unexpected-end-of-input"),
      (.unexpectedCharacter, "unexpected-character"),
      (.invalidNumber, "invalid-number"),
      (.invalidEscape, "invalid-escape"),
      (.invalidUnicode, "invalid-unicode"),
      (.controlCharacterInString, "control-character-in-string"),
      (.depthLimitExceeded, "depth-limit-exceeded"),
      (.sizeLimitExceeded, "size-limit-exceeded"),
      (.duplicateKey, "duplicate-key"),
      (.stringLengthLimitExceeded, "string-length-limit-exceeded"),
      (.numberLengthLimitExceeded, "number-length-limit-exceeded"),
      (.arrayElementLimitExceeded, "array-element-limit-exceeded"),
      (.objectMemberLimitExceeded, "object-member-limit-exceeded"),
      (.invalidPath, "invalid-path"),
      (.unsupportedValue, "unsupported-value"),
      (.invalidRule, "invalid-rule"),
      (.ruleFailed, "rule-failed"),
      (.unreadableFile, "unreadable-file"),
      (.undefinedEntity, "undefined-entity"),
      (.invalidCharacterReference, "invalid-character-reference"),
      (.mismatchedTag, "mismatched-tag"),
      (.duplicateAttribute, "duplicate-attribute"),
      (.unsupportedEncoding, "unsupported-encoding"),
      (.keyCollision, "key-collision"),
    ])
  func stableText(code: RemapError.Code, text: String) {
    #expect(code.rawValue == text)
    #expect(code.description == text)
    #expect(RemapError.Code(rawValue: text) == code)
  }

  @Test("codes compare by their text")
  func equality() {
    #expect(RemapError.Code(rawValue: "x") == RemapError.Code(rawValue: "x"))
    #expect(RemapError.Code.invalidNumber != .invalidEscape)
  }
}
