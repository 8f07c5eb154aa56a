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
  var currentNode: Int { core.node }

  /// Records a recovery at the current value's path, when reporting.
  func recordRecovery(_ code: RemapError.Code, _ message: String) {
    let node = core.node
    core.record(.recovery, code, message, node: node, step: nil)
  }

  /// Records a recovery at a member of the current value, when reporting.
  ///
  /// The member is the one `keys` lead to, each naming a member of the object the one before
  /// leads to (one key, or the keys of a path). Where a key is not found, the recovery is
  /// recorded at the last object found.
  func recordRecovery(_ code: RemapError.Code, _ message: String, atMember keys: [String]) {
    guard core.recording else { return }
    let source = core.source
    let depth = core.steps.count
    var value = core.node
    var steps: [PathStep] = []
    for key in keys {
      var key = key
      guard source.kind(of: value) == .object,
        let member = key.withUTF8({
          unsafe core.find($0, in: value, depth: depth + steps.count)
        })
      else { break }
      steps.append(.member(member))
      value = member &+ 1
    }
    guard let last = steps.popLast() else {
      core.record(.recovery, code, message, node: value, step: nil)
      return
    }
    core.steps.append(contentsOf: steps)
    core.record(.recovery, code, message, node: value, step: last)
    core.steps.removeLast(steps.count)
  }

  /// Runs `body`, and turns its failure into a result, whether it threw or, in a report,
  /// recorded errors and carried on: those errors and the recoveries made on the way are
  /// taken back out of the report.
  func attempt<T>(_ body: () throws -> T) -> Result<T, RemapError> {
    let before = core.diagnostics?.count ?? 0
    do {
      let value = try body()
      guard let diagnostics = core.diagnostics, diagnostics.count > before,
        let error = diagnostics[before...].first(where: { $0.severity == .error })
      else { return .success(value) }
      core.diagnostics?.removeSubrange(before...)
      return .failure(RemapError(error.code, error.message, path: error.path))
    } catch {
      if core.diagnostics != nil {
        core.diagnostics?.removeSubrange(before...)
      }
      return .failure(core.remapError(from: error))
    }
  }

  /// ``attempt(_:)`` for one of the candidate readings of the current value (an untagged
  /// enum's cases): a failed candidate also takes back the members it matched, which the
  /// value it did not become never took, so that the unknown-key check sees only the
  /// members of the candidate that decoded.
  func attemptCandidate<T>(_ body: () throws -> T) -> Result<T, RemapError> {
    let matched = core.matchedMembers
    let result = attempt(body)
    if case .failure = result, matched != nil { core.matchedMembers = matched }
    return result
  }

  /// Decodes the current value as `E`, or records it dropped from its array and returns `nil`.
  func decodeOrDrop<E: Decodable>(_ type: E.Type) -> E? {
    switch attempt({ try decodeValue(type) }) {
    case .success(let value):
      return value
    case .failure(let error):
      var index = 0
      if case .index(let last)? = core.steps.last { index = last }
      recordRecovery(.elementDropped, "dropped element \(index): \(error.message)")
      return nil
    }
  }

  /// The members of the object at `object` that none of `known` names, as the key matching
  /// finds them, in document order; they count as matched for the unknown-key check.
  func unknownMembers(of object: Int, excluding known: [String]) throws -> [(String, JSON)] {
    let source = core.source
    guard source.kind(of: object) == .object else { return [] }
    let depth = core.steps.count
    var taken = Set<Int>()
    for key in known {
      var key = key
      if let member = key.withUTF8({ unsafe core.find($0, in: object, depth: depth) }) {
        taken.insert(member)
      }
    }
    var members: [(String, JSON)] = []
    let count = source.count(of: object)
    var member = source.firstMember(of: object)
    for ordinal in 0..<count {
      if !source.isSuperseded(member) && !taken.contains(member) {
        members.append((source.key(of: member), try source.json(member &+ 1)))
        if core.matchedMembers != nil {
          core.matchedMembers?[object, default: []].insert(member)
        }
      }
      if ordinal + 1 < count { member = source.member(after: member) }
    }
    return members
  }

  /// Where the current value starts in the input, for an error a model's validation throws.
  var currentLocation: SourceLocation? {
    core.source.location(of: core.node)
  }
}

extension TapeDecoder {
  /// Whether coercion is lenient.
  var isLenient: Bool { core.lenient }
}
