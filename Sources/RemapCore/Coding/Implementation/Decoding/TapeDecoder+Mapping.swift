//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// What the generated `Codable` code of `@Mappable` types asks of Remap's own decoder,
// through `_MappingDecodingContainer`: recoveries in the report, decoding that may fail
// without ending a report, and the members no property took.

extension TapeDecoder {
  /// The value being decoded: the object while a type's `init(from:)` runs.
  var currentNode: Int { unsafe core.pointee.node }

  /// Records a recovery at the current value's path, when reporting.
  func recordRecovery(_ code: RemapError.Code, _ message: String) {
    let node = unsafe core.pointee.node
    unsafe core.pointee.record(.recovery, code, message, node: node, step: nil)
  }

  /// Records a recovery at a member of the current value, when reporting.
  ///
  /// The member is the one `keys` lead to, each naming a member of the object the one before
  /// leads to (one key, or the keys of a path). Where a key is not found, the recovery is
  /// recorded at the last object found.
  func recordRecovery(_ code: RemapError.Code, _ message: String, atMember keys: [String]) {
    guard unsafe core.pointee.recording else { return }
    let source = unsafe core.pointee.source
    let depth = unsafe core.pointee.steps.count
    var value = unsafe core.pointee.node
    var steps: [PathStep] = []
    for key in keys {
      var key = key
      let core = unsafe core
      guard source.kind(of: value) == .object,
        let member = key.withUTF8({
          unsafe core.pointee.find($0, in: value, depth: depth + steps.count)
        })
      else { break }
      steps.append(.member(member))
      value = member &+ 1
    }
    guard let last = steps.popLast() else {
      unsafe core.pointee.record(.recovery, code, message, node: value, step: nil)
      return
    }
    unsafe core.pointee.steps.append(contentsOf: steps)
    unsafe core.pointee.record(.recovery, code, message, node: value, step: last)
    unsafe core.pointee.steps.removeLast(steps.count)
  }

  /// Runs `body`, and turns its failure into a result, whether it threw or, in a report,
  /// recorded errors and carried on: those errors and the recoveries made on the way are
  /// taken back out of the report.
  func attempt<T>(_ body: () throws -> T) -> Result<T, RemapError> {
    let before = unsafe core.pointee.diagnostics?.count ?? 0
    do {
      let value = try body()
      guard let diagnostics = unsafe core.pointee.diagnostics, diagnostics.count > before,
        let error = diagnostics[before...].first(where: { $0.severity == .error })
      else { return .success(value) }
      unsafe core.pointee.diagnostics?.removeSubrange(before...)
      return .failure(RemapError(error.code, error.message, path: error.path))
    } catch {
      if unsafe core.pointee.diagnostics != nil {
        unsafe core.pointee.diagnostics?.removeSubrange(before...)
      }
      return .failure(unsafe core.pointee.remapError(from: error))
    }
  }

  /// ``attempt(_:)`` for one of the candidate readings of the current value (an untagged
  /// enum's cases): a failed candidate also takes back the members it matched, which the
  /// value it did not become never took, so that the unknown-key check sees only the
  /// members of the candidate that decoded.
  func attemptCandidate<T>(_ body: () throws -> T) -> Result<T, RemapError> {
    let matched = unsafe core.pointee.matchedMembers
    let result = attempt(body)
    if case .failure = result, matched != nil { unsafe core.pointee.matchedMembers = matched }
    return result
  }

  /// Decodes the current value as `E`, or records it dropped from its array and returns `nil`.
  func decodeOrDrop<E: Decodable>(_ type: E.Type) -> E? {
    switch attempt({ try decodeValue(type) }) {
    case .success(let value):
      return value
    case .failure(let error):
      var index = 0
      if case .index(let last)? = unsafe core.pointee.steps.last { index = last }
      recordRecovery(.elementDropped, "dropped element \(index): \(error.message)")
      return nil
    }
  }

  /// The members of the object at `object` that none of `known` names, as the key matching
  /// finds them, in document order; they count as matched for the unknown-key check.
  func unknownMembers(of object: Int, excluding known: [String]) throws -> [(String, JSON)] {
    let source = unsafe core.pointee.source
    guard source.kind(of: object) == .object else { return [] }
    let depth = unsafe core.pointee.steps.count
    var taken = Set<Int>()
    for key in known {
      var key = key
      let core = unsafe core
      if let member = key.withUTF8({ unsafe core.pointee.find($0, in: object, depth: depth) }) {
        taken.insert(member)
      }
    }
    var members: [(String, JSON)] = []
    let count = source.count(of: object)
    var member = source.firstMember(of: object)
    for ordinal in 0..<count {
      if !source.isSuperseded(member) && !taken.contains(member) {
        members.append((source.key(of: member), try source.json(member &+ 1)))
        if unsafe core.pointee.matchedMembers != nil {
          unsafe core.pointee.matchedMembers?[object, default: []].insert(member)
        }
      }
      if ordinal + 1 < count { member = source.member(after: member) }
    }
    return members
  }

  /// Where the current value starts in the input, for an error a model's validation throws.
  var currentLocation: SourceLocation? {
    unsafe core.pointee.source.location(of: core.pointee.node)
  }
}

extension TapeDecoder {
  /// Whether coercion is lenient.
  var isLenient: Bool { unsafe core.pointee.lenient }
}
