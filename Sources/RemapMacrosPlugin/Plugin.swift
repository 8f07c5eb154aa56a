//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapMacroExpansions
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// The compiler plugin: every macro that `RemapMacros` declares.
///
/// The compiler asks for a macro by this module's name and the type's, so each macro is a
/// type here that forwards to its expansion in `RemapMacroExpansions`, where it is tested.
@main
struct RemapMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [MappableMacro.self, AttributeMacro.self]
}

/// `@Mappable` and `@MappableSubclass`.
public struct MappableMacro: MemberMacro, ExtensionMacro {
  /// Adds `init(from:)` and `encode(to:)` to a class, whose required initializer must be in
  /// its body.
  ///
  /// - Parameters:
  ///   - node: The attribute.
  ///   - declaration: The type.
  ///   - protocols: The conformances the compiler asks for.
  ///   - context: The expansion context, for diagnostics.
  /// - Returns: The members.
  /// - Throws: Never; misuse is diagnosed instead.
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try RemapMacroExpansions.MappableMacro.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
  }

  /// Adds the `Codable` conformance, with its members for a struct or an enum.
  ///
  /// - Parameters:
  ///   - node: The attribute.
  ///   - declaration: The type.
  ///   - type: The type's name.
  ///   - protocols: The conformances the compiler asks for.
  ///   - context: The expansion context.
  /// - Returns: The extension.
  /// - Throws: An error when the extension cannot be built.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try RemapMacroExpansions.MappableMacro.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
      in: context)
  }
}

/// The property and case attributes, which `@Mappable` reads.
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
    try RemapMacroExpansions.AttributeMacro.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}
