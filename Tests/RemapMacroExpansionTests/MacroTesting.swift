//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapMacroExpansions
import SwiftDiagnostics
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Every macro of the plugin, by the name it is used under.
let macroSpecs: [String: MacroSpec] = [
  "Mappable": MacroSpec(type: MappableMacro.self, conformances: ["Codable", "Mappable"]),
  "MappableSubclass": MacroSpec(type: MappableMacro.self),
  "Key": MacroSpec(type: AttributeMacro.self),
  "Ignore": MacroSpec(type: AttributeMacro.self),
  "Transform": MacroSpec(type: AttributeMacro.self),
  "Lossy": MacroSpec(type: AttributeMacro.self),
  "UnknownKeys": MacroSpec(type: AttributeMacro.self),
  "Default": MacroSpec(type: AttributeMacro.self),
  "Tagged": MacroSpec(type: AttributeMacro.self),
  "Untagged": MacroSpec(type: AttributeMacro.self),
  "CaseName": MacroSpec(type: AttributeMacro.self),
  "Fallback": MacroSpec(type: AttributeMacro.self),
]

/// Expands `source` and checks the result and the diagnostics, recording a Swift Testing
/// issue at the caller for each difference.
func assertExpansion(
  _ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [],
  applyFixIts: [String]? = nil, fixedSource: String? = nil,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  assertMacroExpansion(
    source, expandedSource: expandedSource, diagnostics: diagnostics, macroSpecs: macroSpecs,
    applyFixIts: applyFixIts, fixedSource: fixedSource, indentationWidth: .spaces(2),
    failureHandler: { failure in
      Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    })
}

/// A diagnostic expected at `line`:`column` of the source, with its stable ID.
func diagnostic(
  _ id: String, _ message: String, line: Int, column: Int, fixIts: [String] = []
) -> DiagnosticSpec {
  DiagnosticSpec(
    id: MessageID(domain: "RemapMacros", id: id), message: message, line: line, column: column,
    fixIts: fixIts.map { FixItSpec(message: $0) })
}
