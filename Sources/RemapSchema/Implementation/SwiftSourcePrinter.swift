//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// Prints a model plan as Swift source, two spaces to an indent.
struct SwiftSourcePrinter {
  let options: SwiftModelWriter.Options
  let plan: ModelPlan
  let sampleCount: Int
  private var lines: [String] = []
  private var depth = 0

  init(options: SwiftModelWriter.Options, plan: ModelPlan, sampleCount: Int) {
    self.options = options
    self.plan = plan
    self.sampleCount = sampleCount
  }

  func print() -> String {
    var printer = self
    printer.printFile()
    return printer.lines.joined(separator: "\n") + "\n"
  }

  private var access: String { options.accessLevel.keyword.map { $0 + " " } ?? "" }

  private mutating func emit(_ line: String) {
    lines.append(line.isEmpty ? "" : String(repeating: "  ", count: depth) + line)
  }

  private mutating func printFile() {
    emit("// Inferred by Remap from \(sampleCount) sample\(sampleCount == 1 ? "" : "s").")
    emit("// " + decodingHint)
    emit("import Foundation")
    if options.style.isCodable {
      if plan.usesJSON { emit("import Remap") }
    } else {
      emit("import RemapMacros")
    }
    if let alias = plan.rootAlias {
      emit("")
      if let comment = alias.comment { emit("// \(comment)") }
      emit(
        "\(access)typealias \(alias.name) = \(alias.type.text)\(alias.isOptional ? "?" : "")")
    }
    for declaration in plan.declarations {
      emit("")
      printDeclaration(declaration)
    }
  }

  private var decodingHint: String {
    guard options.style.isCodable else { return "Decode with RemapDecoder()." }
    return plan.usesDate
      ? "Decode with RemapDecoder(), or JSONDecoder() with dateDecodingStrategy = .iso8601."
      : "Decode with RemapDecoder() or JSONDecoder()."
  }

  private mutating func printDeclaration(_ declaration: PlannedDeclaration) {
    switch declaration {
    case .structure(let structure): printStruct(structure)
    case .enumeration(let enumeration): printEnum(enumeration)
    }
  }

  private mutating func printStruct(_ structure: PlannedStruct) {
    if options.style.isCodable {
      emit("\(access)struct \(structure.name): Codable, Sendable {")
    } else {
      emit(structure.keyStyle.map { "@Mappable(keyStyle: .\($0))" } ?? "@Mappable")
      emit("\(access)struct \(structure.name): Sendable {")
    }
    depth += 1
    for property in structure.properties {
      if let comment = property.comment { emit("// \(comment)") }
      let declaration =
        "\(access)var \(SwiftNames.escaped(property.name)): "
        + property.type.text + (property.isOptional ? "?" : "")
      if !options.style.isCodable && property.needsExplicitKey {
        emit("@Key(\(Self.literal(property.key))) " + declaration)
      } else {
        emit(declaration)
      }
    }
    if options.style.isCodable && structure.properties.contains(where: { $0.name != $0.key }) {
      emit("")
      emit("\(access)enum CodingKeys: String, CodingKey {")
      depth += 1
      for property in structure.properties {
        let name = SwiftNames.escaped(property.name)
        emit(
          property.name == property.key
            ? "case \(name)" : "case \(name) = \(Self.literal(property.key))")
      }
      depth -= 1
      emit("}")
    }
    for nested in structure.nested {
      emit("")
      printDeclaration(nested)
    }
    depth -= 1
    emit("}")
  }

  private mutating func printEnum(_ enumeration: PlannedEnum) {
    emit("\(access)enum \(enumeration.name): String, Codable, Sendable, CaseIterable {")
    depth += 1
    for (name, rawValue) in enumeration.cases {
      let escaped = SwiftNames.escaped(name)
      emit(name == rawValue ? "case \(escaped)" : "case \(escaped) = \(Self.literal(rawValue))")
    }
    depth -= 1
    emit("}")
  }

  /// A Swift string literal for the text.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
