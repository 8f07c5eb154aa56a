//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import SwiftSyntax
import SwiftSyntaxMacros

/// The property and case attributes (`@Key`, `@Ignore`, `@Transform`, ...).
///
/// They are markers that `@Mappable` reads: they expand to nothing, and `@Mappable` checks
/// where they are used.
public struct AttributeMacro: PeerMacro {
  /// Expands to nothing.
  ///
  /// - Parameters:
  ///   - node: The attribute.
  ///   - declaration: The declaration it is attached to.
  ///   - context: The expansion context.
  /// - Returns: No declarations.
  /// - Throws: Never.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
