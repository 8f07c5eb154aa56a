//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Mappable` and `@MappableSubclass`: a `Codable` conformance from the type's stored
/// properties or cases and their attributes, and for a struct or a final class the `Mappable`
/// conformance of Remap's fast path (see `FastPathGenerator`).
///
/// The conformance's members go where Swift lets them: in an extension for a struct (so that
/// the memberwise initializer stays) and an enum, in the class body for a class (a class's
/// `required init` cannot be in an extension). Diagnostics are emitted by the member role
/// only, which runs for every declaration, so that each appears once.
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
    let isSubclass = node.attributeName.trimmedDescription.hasSuffix("MappableSubclass")
    guard let model = TypeModel(node, declaration, isSubclass: isSubclass, context: context)
    else { return [] }
    model.diagnostics.forEach(context.diagnose)
    if model.kind == .enum { EnumGenerator(model).diagnostics.forEach(context.diagnose) }
    guard !model.hasErrors, model.kind == .class else { return [] }
    return StructGenerator(model).members(inExtension: false) + FastPathGenerator(model).members()
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
    guard let model = TypeModel(node, declaration, isSubclass: false, context: nil),
      !model.hasErrors, model.kind != .enum || EnumGenerator(model).diagnostics.isEmpty
    else { return [] }
    // The compiler leaves out what the type conforms to already.
    let conformances = protocols.map(\.trimmedDescription)
    let addsMappable = conformances.contains { $0 == "Mappable" || $0.hasSuffix(".Mappable") }
    let inheritance = conformances.isEmpty ? "" : ": \(conformances.joined(separator: ", "))"
    let members: [DeclSyntax]
    switch model.kind {
    case .struct:
      members =
        StructGenerator(model).members(inExtension: true)
        + (addsMappable ? FastPathGenerator(model).members() : [])
    case .enum:
      members =
        EnumGenerator(model).members() + (addsMappable ? FastPathGenerator(model).members() : [])
    case .class: members = []
    }
    if members.isEmpty && conformances.isEmpty { return [] }
    // `nonisolated`, so that a type in a module whose default isolation is the main actor
    // still conforms on any actor: its members are `nonisolated` too.
    let extensionDecl = try ExtensionDeclSyntax(
      "nonisolated extension \(type.trimmed)\(raw: inheritance)"
    ) {
      for member in members { member }
    }
    return [extensionDecl]
  }
}

/// What the generator needs to know about the type, and the misuses found.
struct TypeModel {
  enum Kind { case `struct`, `class`, `enum` }

  let kind: Kind
  let name: String
  /// `public ` or `package ` (with the space) for the generated members, or empty.
  let access: String
  let isSubclass: Bool
  let isOpenClass: Bool
  /// Whether the type is a class marked `final`.
  let isFinalClass: Bool
  let keyStyle: KeyStyleName
  var properties: [Property] = []
  /// Whether the type declares `didDecode()`, whether it throws, and whether it overrides.
  var validation: (throws: Bool, isOverride: Bool)?
  /// Whether the type is a struct with an implicit memberwise initializer that takes its
  /// stored properties as the macro sees them.
  ///
  /// That is: no initializer and no `#if` in its body, and no stored property with an
  /// attribute of another kind (a property wrapper changes the parameter's type), a pattern
  /// other than a name, or a `private` or `fileprivate` access. The fast path initializes
  /// such a type through that initializer (see `FastPathGenerator`).
  private(set) var hasMemberwiseInitializer = false
  let declaration: DeclGroupSyntax
  var diagnostics: [Diagnostic] = []
  var hasErrors: Bool { diagnostics.contains { $0.diagMessage.severity == .error } }

  init?(
    _ node: AttributeSyntax, _ declaration: some DeclGroupSyntax, isSubclass: Bool,
    context: (any MacroExpansionContext)?
  ) {
    self.declaration = declaration
    self.isSubclass = isSubclass
    keyStyle = Self.keyStyle(of: node)
    var isOpen = false
    var isFinal = false
    if let decl = declaration.as(StructDeclSyntax.self) {
      kind = .struct
      name = decl.name.text
    } else if let decl = declaration.as(ClassDeclSyntax.self) {
      kind = .class
      name = decl.name.text
      isOpen = decl.modifiers.contains { $0.name.tokenKind == .keyword(.open) }
      isFinal = decl.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
    } else if let decl = declaration.as(EnumDeclSyntax.self) {
      kind = .enum
      name = decl.name.text
    } else {
      let what =
        declaration.is(ProtocolDeclSyntax.self)
        ? "a protocol"
        : declaration.is(ActorDeclSyntax.self)
          ? "an actor" : declaration.is(ExtensionDeclSyntax.self) ? "an extension" : "this"
      context?.diagnose(
        Diagnostic(node: node, message: MappableDiagnostic.notAModel(what)))
      return nil
    }
    isOpenClass = isOpen
    isFinalClass = isFinal
    let modifiers = declaration.modifiers.map(\.name.tokenKind)
    if modifiers.contains(.keyword(.public)) || modifiers.contains(.keyword(.open)) {
      access = "public "
    } else if modifiers.contains(.keyword(.package)) {
      access = "package "
    } else {
      access = ""
    }
    if isSubclass && kind != .class {
      diagnostics.append(
        Diagnostic(node: node, message: MappableDiagnostic.subclassNotAClass))
    }
    if kind != .enum {
      for attribute in ["Tagged", "Untagged"] {
        if let found = Self.attribute(attribute, in: declaration.attributes) {
          diagnostics.append(
            Diagnostic(node: found, message: MappableDiagnostic.enumAttributeOnNonEnum(attribute)))
        }
      }
    }
    collectMembers()
    if kind != .enum { checkKeys() }
  }

  private static func keyStyle(of node: AttributeSyntax) -> KeyStyleName {
    guard case .argumentList(let arguments) = node.arguments else { return .unchanged }
    for argument in arguments where argument.label?.text == "keyStyle" {
      let text = argument.expression.trimmedDescription
      let member = text.split(separator: ".").last.map(String.init) ?? text
      return KeyStyleName(rawValue: member) ?? .unchanged
    }
    return .unchanged
  }

  /// The attribute named `name` (`@Key` or `@RemapMacros.Key`), if present.
  static func attribute(_ name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self) else { continue }
      let attributeName = attribute.attributeName.trimmedDescription
      if attributeName == name || attributeName.hasSuffix(".\(name)") { return attribute }
    }
    return nil
  }

  static let propertyAttributes = ["Key", "Ignore", "Transform", "Lossy", "UnknownKeys", "Default"]

  // MARK: - Members

  private mutating func collectMembers() {
    hasMemberwiseInitializer = kind == .struct
    for member in declaration.memberBlock.members {
      if member.decl.is(InitializerDeclSyntax.self) || member.decl.is(IfConfigDeclSyntax.self) {
        hasMemberwiseInitializer = false
      }
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        collect(variable)
      } else if let function = member.decl.as(FunctionDeclSyntax.self),
        function.name.text == "didDecode",
        function.signature.parameterClause.parameters.isEmpty,
        !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      {
        validation = (
          function.signature.effectSpecifiers?.throwsClause != nil,
          function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        )
      }
    }
  }

  private mutating func collect(_ variable: VariableDeclSyntax) {
    let attributes = Self.propertyAttributes.compactMap { name in
      Self.attribute(name, in: variable.attributes).map { (name, $0) }
    }
    let isStatic = variable.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    if isStatic {
      for (name, attribute) in attributes {
        diagnostics.append(
          Diagnostic(
            node: attribute, message: MappableDiagnostic.attributeOnStatic(name),
            fixIt: Self.removing(attribute, from: variable)))
      }
      return
    }
    let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
    if !isLazy && !Self.mayBeMemberwise(variable) { hasMemberwiseInitializer = false }
    if !attributes.isEmpty && variable.bindings.count > 1 {
      diagnostics.append(Diagnostic(node: variable, message: MappableDiagnostic.multipleBindings))
      return
    }
    // `var a, b: Int` gives `a` the type written after `b`.
    var laterType: TypeSyntax?
    var types: [TypeSyntax?] = []
    for binding in variable.bindings.reversed() {
      if let type = binding.typeAnnotation?.type { laterType = type }
      types.append(binding.typeAnnotation?.type ?? (binding.initializer == nil ? laterType : nil))
    }
    types.reverse()
    for (binding, type) in zip(variable.bindings, types) {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      if let accessors = binding.accessorBlock, Self.isComputed(accessors) {
        for (name, attribute) in attributes {
          diagnostics.append(
            Diagnostic(
              node: attribute, message: MappableDiagnostic.attributeOnComputedProperty(name),
              fixIt: Self.removing(attribute, from: variable)))
        }
        continue
      }
      let identifier = pattern.identifier.text
      var property = Property(
        identifier: identifier,
        name: identifier.trimmingBackticks(),
        type: type?.trimmed,
        initializer: binding.initializer?.value.trimmed,
        isLet: variable.bindingSpecifier.tokenKind == .keyword(.let))
      property.keys = [keyStyle.apply(to: property.name)]
      property.encodingKey = property.keys[0]
      property.isIgnored = isLazy
      apply(attributes, to: &property, variable: variable, binding: binding)
      properties.append(property)
    }
  }

  /// Whether a stored property is one that the implicit memberwise initializer takes as the
  /// macro sees it (see `hasMemberwiseInitializer`); computed properties pass too.
  private static func mayBeMemberwise(_ variable: VariableDeclSyntax) -> Bool {
    let hasOtherAttributes = variable.attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self) else { return true }
      let name = attribute.attributeName.trimmedDescription
      return !propertyAttributes.contains { name == $0 || name.hasSuffix(".\($0)") }
    }
    let isHidden = variable.modifiers.contains {
      [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
    }
    let hasOtherPatterns = variable.bindings.contains {
      !$0.pattern.is(IdentifierPatternSyntax.self)
    }
    return !hasOtherAttributes && !isHidden && !hasOtherPatterns
  }

  private static func isComputed(_ accessors: AccessorBlockSyntax) -> Bool {
    switch accessors.accessors {
    case .getter: return true
    case .accessors(let list):
      return list.contains {
        ![.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
      }
    }
  }

  private mutating func apply(
    _ attributes: [(String, AttributeSyntax)], to property: inout Property,
    variable: VariableDeclSyntax, binding: PatternBindingSyntax
  ) {
    let names = Set(attributes.map(\.0))
    for (first, second) in [
      ("Ignore", "Key"), ("Ignore", "Transform"), ("Ignore", "Lossy"), ("Ignore", "UnknownKeys"),
      ("Ignore", "Default"), ("Transform", "Lossy"), ("UnknownKeys", "Key"),
      ("UnknownKeys", "Transform"), ("UnknownKeys", "Lossy"), ("UnknownKeys", "Default"),
    ] where names.contains(first) && names.contains(second) {
      if let attribute = attributes.first(where: { $0.0 == second })?.1 {
        diagnostics.append(
          Diagnostic(
            node: attribute, message: MappableDiagnostic.conflictingAttributes(first, second)))
      }
    }
    for (name, attribute) in attributes {
      switch name {
      case "Key": applyKey(attribute, to: &property)
      case "Ignore":
        property.isIgnored = true
        if property.initializer == nil {
          diagnostics.append(
            Diagnostic(
              node: variable, message: MappableDiagnostic.ignoreNeedsInitialValue,
              fixIt: Self.addingInitialValue(to: binding, optional: property.isOptional)))
        }
      case "Transform":
        if case .argumentList(let arguments) = attribute.arguments,
          let expression = arguments.first?.expression
        {
          property.transform = expression.trimmed
        }
      case "Lossy":
        property.isLossy = true
        if let type = property.type, !Property.isArray(type) {
          diagnostics.append(
            Diagnostic(node: attribute, message: MappableDiagnostic.lossyNeedsArray))
        }
      case "UnknownKeys":
        property.isUnknownKeys = true
        if let type = property.type, !Property.isUnknownKeyStorage(type) {
          diagnostics.append(
            Diagnostic(node: attribute, message: MappableDiagnostic.unknownKeysType))
        }
        if properties.contains(where: \.isUnknownKeys) {
          diagnostics.append(
            Diagnostic(node: attribute, message: MappableDiagnostic.unknownKeysTwice))
        }
      case "Default":
        if case .argumentList(let arguments) = attribute.arguments {
          for argument in arguments {
            let value = argument.expression.trimmedDescription == "true"
            if argument.label?.text == "onNull" { property.defaultOnNull = value }
            if argument.label?.text == "onInvalid" { property.defaultOnInvalid = value }
          }
        }
        if property.initializer == nil {
          diagnostics.append(
            Diagnostic(
              node: attribute, message: MappableDiagnostic.defaultNeedsInitialValue,
              fixIt: Self.addingInitialValue(to: binding, optional: property.isOptional)))
        }
      default: break
      }
      if name != "Ignore", property.isLet, property.initializer != nil {
        diagnostics.append(
          Diagnostic(
            node: attribute, message: MappableDiagnostic.letWithInitialValue(name),
            fixIt: FixIt(
              message: MappableFixIt(message: "make it a 'var'"),
              changes: [
                .replace(
                  oldNode: Syntax(variable.bindingSpecifier),
                  newNode: Syntax(
                    TokenSyntax.keyword(.var).with(\.trailingTrivia, .space)
                      .with(\.leadingTrivia, variable.bindingSpecifier.leadingTrivia)))
              ])))
      }
    }
  }

  private mutating func applyKey(_ attribute: AttributeSyntax, to property: inout Property) {
    guard case .argumentList(let arguments) = attribute.arguments else { return }
    var keys: [String] = []
    var encodingName: String?
    for argument in arguments {
      guard let text = stringValue(of: argument.expression) else {
        if argument.label?.text == "encodeAs", argument.expression.is(NilLiteralExprSyntax.self) {
          continue
        }
        diagnostics.append(
          Diagnostic(node: argument.expression, message: MappableDiagnostic.literalRequired))
        return
      }
      switch argument.label?.text {
      case "path":
        property.isPath = true
        keys = splitPath(text)
      case "encodeAs": encodingName = text
      default: keys.append(text)
      }
    }
    if keys.isEmpty || keys.contains(where: \.isEmpty) || encodingName == "" {
      diagnostics.append(Diagnostic(node: attribute, message: MappableDiagnostic.emptyKey))
      return
    }
    // The key written is read too, last, so that what is written decodes back.
    if let encodingName, !property.isPath, !keys.contains(encodingName) {
      keys.append(encodingName)
    }
    property.keys = keys
    property.encodingKey = encodingName ?? (property.isPath ? keys.last ?? "" : keys[0])
  }

  /// Diagnoses two properties that read or write one key.
  ///
  /// A path's first key counts as written by the path, which writes an object there; keys
  /// that differ only in case are different.
  private mutating func checkKeys() {
    var reads: [String: String] = [:]
    var writes: [String: String] = [:]
    var pathHeads: [String: String] = [:]
    var plainKeys: [String: String] = [:]
    for property in properties where property.isDecoded && !property.isUnknownKeys {
      let readKeys = property.isPath ? [property.keys.joined(separator: ".")] : property.keys
      let writeKey = (property.keys.dropLast().map { $0 + "." }.joined()) + property.encodingKey
      let writeKeyPath = property.isPath ? writeKey : property.encodingKey
      var clash = readKeys.lazy.compactMap { key in reads[key].map { (key, $0) } }.first
      if clash == nil, let other = writes[writeKeyPath] { clash = (writeKeyPath, other) }
      if clash == nil {
        if property.isPath {
          clash = plainKeys[property.headKey].map { (property.headKey, $0) }
        } else {
          clash = property.keys.lazy.compactMap { key in pathHeads[key].map { (key, $0) } }.first
        }
      }
      if let (key, other) = clash {
        diagnostics.append(
          Diagnostic(
            node: Self.node(of: property, in: declaration) ?? Syntax(declaration),
            message: MappableDiagnostic.duplicateKey(key, other, property.name)))
        continue
      }
      for key in readKeys { reads[key] = property.name }
      writes[writeKeyPath] = property.name
      if property.isPath {
        pathHeads[property.headKey] = pathHeads[property.headKey] ?? property.name
      } else {
        for key in property.keys { plainKeys[key] = property.name }
        plainKeys[property.encodingKey] = property.name
      }
    }
  }

  private static func node(of property: Property, in declaration: DeclGroupSyntax) -> Syntax? {
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          == property.identifier
        {
          return Syntax(variable)
        }
      }
    }
    return nil
  }

  // MARK: - Fix-its

  static func removing(_ attribute: AttributeSyntax, from variable: VariableDeclSyntax) -> FixIt {
    let attributes = variable.attributes.filter {
      $0.as(AttributeSyntax.self)?.id != attribute.id
    }
    var newVariable = variable.with(\.attributes, attributes)
    if attributes.isEmpty {
      newVariable = newVariable.with(\.leadingTrivia, variable.leadingTrivia)
    }
    return FixIt(
      message: MappableFixIt(message: "remove '@\(attribute.attributeName.trimmedDescription)'"),
      changes: [.replace(oldNode: Syntax(variable), newNode: Syntax(newVariable))])
  }

  static func addingInitialValue(to binding: PatternBindingSyntax, optional: Bool) -> FixIt {
    let value: ExprSyntax = optional ? "nil" : "<#value#>"
    let newBinding = binding.with(
      \.initializer,
      InitializerClauseSyntax(
        equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: value)
    )
    .with(\.typeAnnotation, binding.typeAnnotation?.with(\.trailingTrivia, []))
    return FixIt(
      message: MappableFixIt(message: "add an initial value"),
      changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(newBinding))])
  }
}

extension String {
  func trimmingBackticks() -> String {
    hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
