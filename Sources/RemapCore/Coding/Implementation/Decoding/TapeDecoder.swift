//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// The `Decoder` for JSON bytes: Codable's face of ``DecodingCore`` over a ``TapeSource``.
///
/// One instance decodes a whole document. Nested values reuse it: decoding a nested value
/// moves the core's `node` to it and pushes a path step, and restores both afterwards, so
/// no decoder is allocated per value.
@safe
final class TapeDecoder: Decoder, SingleValueDecodingContainer {
  /// The core's storage, owned by this decoder: see ``core``.
  private let storage: UnsafeMutablePointer<DecodingCore>
  let userInfo: [CodingUserInfoKey: Any]
  /// The decoders that `superDecoder()` made from this one's containers, which have cores
  /// of their own over the same input, so that ``finish()`` reaches them.
  private var superDecoders: [WeakTapeDecoder] = []

  /// Which reads an ``ObjectReader`` may make without the decoder, for a reader that keeps
  /// no path of its own and for one that does: fixed for a decoding, so found once here
  /// rather than for every object (reading them from the core in place copied all of it).
  private let inlineReads:
    (plain: ObjectReader._InlineReads, keepingPath: ObjectReader._InlineReads)
  /// Per key type, the keyed containers last made, to reuse once nothing else holds them.
  ///
  /// See ``container(keyedBy:keepsPath:)``. Unchecked for exclusivity, as the core's storage
  /// is: only this decoder's own calls reach it, one at a time.
  @exclusivity(unchecked) private var spareContainers = TypeCache<SpareKeyedContainers>()

  init(core: DecodingCore) {
    unsafe storage = .allocate(capacity: 1)
    unsafe storage.initialize(to: core)
    userInfo = core.options.userInfo
    inlineReads = (
      ObjectReader._InlineReads(core, keepsPath: false),
      ObjectReader._InlineReads(core, keepsPath: true)
    )
  }

  deinit {
    unsafe storage.deinitialize(count: 1)
    unsafe storage.deallocate()
  }

  /// The decoding state: the one way to it, for this decoder, its containers and the
  /// readers.
  ///
  /// Read and mutated in place, through accessors that yield the storage: a class's stored
  /// `var` would carry a dynamic exclusivity check on every access, and the core is mutated
  /// at every value. The decoder is the core's only owner, and nothing outside the decoding
  /// that made it reaches it, so no two accesses that the checks would catch can happen.
  ///
  /// Not addressors (`unsafeAddress`), which compile to the same code but crash the
  /// optimizer of Swift 6.3.1 (an ownership error in CopyPropagation) where a container
  /// reaches the core through a `TapeDecoder` it holds.
  var core: DecodingCore {
    @inline(__always) _read { yield unsafe storage.pointee }
    @inline(__always) _modify { yield unsafe &storage.pointee }
  }

  /// What an ``ObjectReader`` reads without the decoder: the tape's words, the bytes they
  /// point into, and which reads may skip the decoder.
  ///
  /// Read in place: through ``core``, the source would be copied, with a retain and a
  /// release of each reference it holds, for every object read.
  func readerState(
    keepsPath: Bool
  ) -> (words: UnsafePointer<UInt64>, bytes: UnsafePointer<UInt8>, reads: ObjectReader._InlineReads)
  {
    unsafe (
      UnsafePointer(storage.pointee.source.tape.words), storage.pointee.source.baseAddress,
      keepsPath ? inlineReads.keepingPath : inlineReads.plain
    )
  }

  /// Where the bytes that the source reads start: the caller's input, or the source's own
  /// copy of it once the decoder is finished (see ``finish()``).
  var sourceBytes: UnsafePointer<UInt8> { unsafe storage.pointee.source.baseAddress }

  /// Decodes the value at `path` in `source` as a `T`.
  static func decode<T: Decodable>(
    _ type: T.Type, from source: TapeSource, atPath path: ValuePath, options: RemapDecoder
  ) throws(RemapError) -> T {
    try options.transforms.checkPaths()
    var decoder = TapeDecoder(core: DecodingCore(source: source, options: options))
    defer { finishIfKept(&decoder) }
    do {
      try decoder.core.move(to: path)
      return try decoder.decodeValue(type)
    } catch {
      throw decoder.core.remapError(from: error)
    }
  }

  // MARK: - Outliving the decoding

  /// Ends a decoding that `decoder` served: finishes it if anything still holds it (a model
  /// that kept its `Decoder` or a container past `init(from:)`), and any decoder that its
  /// containers' `superDecoder()` made and something still holds.
  ///
  /// - Returns: Whether something held the decoder, which is now finished.
  @discardableResult
  static func finishIfKept(_ decoder: inout TapeDecoder) -> Bool {
    // The containers kept for reuse hold the decoder through their readers.
    decoder.releaseSpareContainers()
    guard isKnownUniquelyReferenced(&decoder) else {
      decoder.finish()
      return true
    }
    decoder.finishSuperDecoders()
    return false
  }

  /// Makes this decoder safe to keep after the decoding it served has returned.
  ///
  /// The source reads the caller's input in place, which is gone once the decoding returns:
  /// each source moves onto its own copy of the input, so that a container kept by a model
  /// still reads what it read before, and asking the decoder for a new container throws a
  /// `decoding-failed` error, since the decoding it would be part of is over.
  func finish() {
    core.isFinished = true
    core.detachSource()
    finishSuperDecoders()
  }

  /// Lets go of the containers kept for reuse, this decoder's and its super decoders'.
  private func releaseSpareContainers() {
    unsafe spareContainers.removeAll()
    for superDecoder in superDecoders { superDecoder.decoder?.releaseSpareContainers() }
  }

  private func finishSuperDecoders() {
    guard !superDecoders.isEmpty else { return }
    for superDecoder in superDecoders { superDecoder.decoder?.finish() }
    superDecoders = []
  }

  /// Records a decoder made by `superDecoder()` from one of this decoder's containers.
  func adopt(_ superDecoder: TapeDecoder) {
    superDecoders.append(WeakTapeDecoder(decoder: superDecoder))
  }

  /// Throws when asked for a container after the decoding has returned (see ``finish()``).
  @inline(__always)
  private func checkNotFinished() throws(RemapError) {
    if core.isFinished { throw Self.usedAfterDecoding() }
  }

  @inline(never)
  private static func usedAfterDecoding() -> RemapError {
    RemapError(
      .decodingFailed,
      "the decoder was used after decoding returned: a model must not keep its decoder past "
        + "init(from:)")
  }

  // MARK: - Decoder

  var codingPath: [any CodingKey] { core.codingPath }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try container(keyedBy: type, keepsPath: false)
  }

  /// A keyed container over the current value, reused when it can be.
  ///
  /// Every object of a model makes a container, and a new one costs two allocations and the
  /// runtime's look-ups of three generic types' metadata and of a conformance, in the
  /// unspecialized code that serves every `Key` (~1,500 instructions, then ~500 to free
  /// them), where reading a small object's members costs less. So the containers last made
  /// for each key type are kept (see ``SpareKeyedContainers``), and once a type's code has
  /// let go of one (its box is referenced from here only), the next object with that key
  /// type gets it back, moved onto the object. A container still in use (a model nested in
  /// one of its own type) or kept by a model is never changed.
  ///
  /// The box is reached by reading the returned `KeyedDecodingContainer` as the one
  /// reference it stores, which is checked by its size: where the standard library lays it
  /// out otherwise, containers are not reused. A reused box is wrapped again by the
  /// container's `wrapping`, made with the metadata of `KeyedDecodingContainer<Key>` at
  /// hand: written here, the wrapping would look that metadata up in the runtime's
  /// global cache for every object (~240 instructions), since this code serves every `Key`.
  func container<Key: CodingKey>(
    keyedBy type: Key.Type, keepsPath: Bool
  ) throws -> KeyedDecodingContainer<Key> {
    try checkNotFinished()
    let reader = try objectReader(keepsPath: keepsPath)
    return unsafe spareContainers.withValue(for: Key.self) { kept in
      // Moved out of the cache while it is used, and back after.
      var spares = kept.take() ?? SpareKeyedContainers(names: KeyNames.of(Key.self))
      defer { kept = spares }
      if let spare = spares.takeReusable() {
        // Only its class is asked for: `unsafeDowncast` needs no metadata in optimized code.
        let container = unsafe unsafeDowncast(spare.container, to: TapeKeyedContainer<Key>.self)
        container.read(reader)
        let reused = container.wrapping(spare.box)
        spares.keep(spare)
        return reused
      }
      let container = TapeKeyedContainer<Key>(
        reader: reader, names: spares.names,
        wrapping: boxWrapping(KeyedDecodingContainer<Key>.self))
      let made = KeyedDecodingContainer(container)
      if MemoryLayout<KeyedDecodingContainer<Key>>.size == MemoryLayout<AnyObject>.size {
        spares.keep(
          SpareKeyedContainer(
            box: unsafe unsafeBitCast(made, to: AnyObject.self), container: container))
      }
      return made
    }
  }

  /// A reader of the current value's members: what ``container(keyedBy:keepsPath:)`` reads
  /// through, and what ``ObjectReader/nestedObject(forKey:)`` returns.
  func objectReader(keepsPath: Bool) throws -> ObjectReader {
    let node = core.node
    guard core.source.kind(of: node) == .object else {
      if let empty = emptyXMLElement(node, as: .object) {
        return try withNode(empty, step: nil) { try objectReader(keepsPath: keepsPath) }
      }
      throw core.typeMismatch(expected: "an object", node: node, step: nil)
    }
    return ObjectReader(
      decoder: self, object: node, depth: core.steps.count,
      ownSteps: keepsPath ? core.steps : nil)
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try unkeyedContainer(keepsPath: false)
  }

  func unkeyedContainer(keepsPath: Bool) throws -> any UnkeyedDecodingContainer {
    try checkNotFinished()
    return try arrayContainer(keepsPath: keepsPath)
  }

  /// The current value's elements, as ``unkeyedContainer(keepsPath:)`` opens them: the
  /// container an ``ArrayReader`` reads through.
  func arrayContainer(keepsPath: Bool) throws -> TapeUnkeyedContainer {
    let node = core.node
    let ownSteps = keepsPath ? core.steps : nil
    let depth = core.steps.count
    switch core.source.kind(of: node) {
    case .array:
      return TapeUnkeyedContainer(decoder: self, array: node, depth: depth, ownSteps: ownSteps)
    case .null:
      throw core.typeMismatch(expected: "an array", node: node, step: nil)
    default:
      if let empty = emptyXMLElement(node, as: .array) {
        return TapeUnkeyedContainer(decoder: self, array: empty, depth: depth, ownSteps: ownSteps)
      }
      // A single value where an array is expected reads as a one-element array, once: asked
      // for an array again inside that element, it would be an array of itself, without end
      // (a type that reads itself from an array of itself).
      guard core.lenient || core.options.readsXML,
        core.wrapSingleValue(node)
      else {
        throw core.typeMismatch(expected: "an array", node: node, step: nil)
      }
      noteSingleElement(node)
      return TapeUnkeyedContainer(
        decoder: self, singleElement: node, depth: depth, ownSteps: ownSteps)
    }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    try checkNotFinished()
    return self
  }

  // MARK: - Moving through the document

  /// Runs `body` with the core's path replaced by a container's own, when it keeps one.
  ///
  /// Every container method runs in here. Most readers keep no path of their own, and that
  /// case is decided without copying `own`: binding it (`if let own`) copied it on every
  /// keyed call through `Optional`'s generic value witness, ~60 instructions each, ~1.1M per
  /// twitter document through `Codable`. `body` is inlined twice for that.
  @inline(__always)
  func withSteps<T>(_ own: [PathStep]?, _ body: () throws -> T) rethrows -> T {
    switch own {
    case .none:
      return try body()
    case .some(let own):
      let saved = core.steps
      core.steps = own
      defer { core.steps = saved }
      return try body()
    }
  }

  /// Runs `body` positioned at `node`, one step below the current value.
  @inline(__always)
  func withNode<T>(_ node: Int, step: PathStep?, _ body: () throws -> T) rethrows -> T {
    let saved = core.node
    core.node = node
    if let step { core.steps.append(step) }
    defer {
      core.node = saved
      if step != nil { core.steps.removeLast() }
    }
    return try body()
  }

  /// Moves to `node`, one step below the current value: the first half of
  /// ``withNode(_:step:_:)``, for code that cannot pass a closure.
  ///
  /// - Returns: A reader at `node`, and the node to restore.
  func enter(_ node: Int, step: PathStep) -> (value: ValueReader, saved: Int) {
    let saved = core.node
    core.node = node
    core.steps.append(step)
    return (ValueReader(decoder: self, node: node), saved)
  }

  /// The second half of ``withNode(_:step:_:)``, after ``enter(_:step:)``.
  func leave(restoring saved: Int) {
    core.node = saved
    core.steps.removeLast()
  }

  /// Decodes the value at `node`, one step below the current value.
  @inline(__always)
  func decodeNested<T: Decodable>(_ type: T.Type, at node: Int, step: PathStep) throws -> T {
    try withNode(node, step: step) { try decodeValue(type) }
  }

  /// Decodes the current value.
  ///
  /// Scalars, arrays of scalars and Foundation's value types are decoded here directly:
  /// their own `init(from:)` would run the standard library's unspecialized generic code,
  /// which looks up type metadata at run time for every element. Other types decode
  /// themselves through this decoder.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    let node = core.node
    if core.hasTransforms,
      let transform = core.transform(for: T.self, step: nil)
    {
      return try core.apply(transform, as: T.self, at: node, step: nil)
    }
    // `unsafeBitCast` is safe in each branch: `T` is exactly the type just compared with.
    if T.self == String.self {
      return unsafe unsafeBitCast(try core.decodeString(node, step: nil), to: T.self)
    }
    if T.self == Int.self {
      let value: Int = try core.decodeInteger(node, step: nil)
      return unsafe unsafeBitCast(value, to: T.self)
    }
    if T.self == Double.self {
      let value: Double = try core.decodeFloat(node, step: nil)
      return unsafe unsafeBitCast(value, to: T.self)
    }
    if T.self == Bool.self {
      return unsafe unsafeBitCast(try core.decodeBool(node, step: nil), to: T.self)
    }
    switch route(of: T.self) {
    case .scalarArray:
      return try decodeScalarArray(node, as: T.self)
    case .scalarArrays:
      return try decodeScalarArrays(node, as: T.self)
    case .foundationValue:
      return try decodeFoundationValue(node, as: T.self)
    case .lossyDictionary(let dictionaryType):
      return unsafe unsafeBitCast(
        try dictionaryType.decodeLossily(from: self, node: node), to: T.self)
    case .array(let arrayType):
      return unsafe unsafeBitCast(try arrayType.decode(from: self, node: node), to: T.self)
    case .mappable(let mappableType):
      return try decodeMappableValue(mappableType, as: T.self)
    case .dictionary(let dictionaryType):
      return unsafe unsafeBitCast(
        try dictionaryType.decode(from: self, node: node), to: T.self)
    case .own:
      return try decodeOwn(T.self) { try T(from: self) }
    }
  }

  /// How ``decodeValue(_:)`` decodes `type`, found once per type and decoding.
  @inline(__always)
  func route(of type: Any.Type) -> DecodingCore.TypeRoute {
    // The options' flags, not the options: copying them costs a retain of every reference.
    let mappableFastPath = core.options.mappableFastPath
    let lossyCollections = core.options.lossyCollections
    let hasTransforms = core.hasTransforms
    return core.typeRoutes.value(for: type) {
      .of(
        type, mappableFastPath: mappableFastPath, lossyCollections: lossyCollections,
        hasTransforms: hasTransforms)
    }
  }

  /// Decodes the current value with a type's own code, `body`: its `init(from:)`, or its
  /// ``Mappable`` fast path.
  ///
  /// Its own errors are wrapped with the value's path; members it never asked for are
  /// rejected or reported after it (by the outermost type's code at the value, when one type
  /// decodes another at its own value); and under lenient coercion, an enum's raw value in
  /// another case (`"ACTIVE"` for `active`) is accepted when the type rejects it.
  ///
  /// Every level of a nested model passes through here, so this is where the decoder makes
  /// sure the thread has stack left for one more (see ``StackGuard``).
  @inline(__always)
  func decodeOwn<T>(_ type: T.Type, _ body: () throws -> T) throws -> T {
    let node = core.node
    try core.checkStack(at: node)
    // Only when members are tracked: see `DecodingCore.ownValue`.
    let tracksMembers = core.matchedMembers != nil
    var outerValue: Int?
    if tracksMembers {
      outerValue = core.ownValue
      core.ownValue = node
    }
    do {
      let value = try body()
      if tracksMembers {
        core.ownValue = outerValue
        if outerValue != node { try checkUnknownKeys(of: node) }
      }
      return value
    } catch {
      if tracksMembers { core.ownValue = outerValue }
      return try ownFailure(T.self, error, node: node)
    }
  }

  /// What ``decodeOwn(_:_:)`` makes of an error of a type's own code for the value at
  /// `node`, the current value: the value after all (a lenient enum case), or the error to
  /// throw.
  @inline(never)
  func ownFailure<T>(_ type: T.Type, _ error: any Error, node: Int) throws -> T {
    switch error {
    case let error as DecodingError:
      if core.lenient, core.source.kind(of: node) == .string,
        let value = Self.caseInsensitiveCase(T.self, core.source.string(node))
      {
        core.noteCoercion(node, step: nil, to: "\(T.self)")
        return value
      }
      throw unknownEnumValue(T.self, node: node, error: error) ?? error
    case is PlaceholderUnavailable:
      throw error
    default:
      throw ownError(error, origin: nil, type: T.self, node: node)
    }
  }

  /// ``ownFailure(_:_:node:)`` as a result.
  func ownOutcome<T>(_ type: T.Type, _ error: any Error, node: Int) -> Result<T, any Error> {
    do {
      return .success(try ownFailure(T.self, error, node: node))
    } catch {
      return .failure(error)
    }
  }

  /// Arrays of `Double`, `Int` and `String`, out of line for the same reason as
  /// ``decodeFoundationValue(_:as:)``: their loops are inlined here.
  ///
  /// - Precondition: `T` is `[Double]`, `[Int]` or `[String]`.
  @inline(never)
  private func decodeScalarArray<T>(_ node: Int, as type: T.Type) throws -> T {
    // `unsafeBitCast` is safe in each branch: `T` is exactly the type just compared with.
    if T.self == [Double].self {
      return unsafe unsafeBitCast(try decodeArray(node, Double.self), to: T.self)
    }
    if T.self == [Int].self {
      return unsafe unsafeBitCast(try decodeArray(node, Int.self), to: T.self)
    }
    let value = try decodeArray(node) { try core.decodeString($0, step: $1) }
    return unsafe unsafeBitCast(value, to: T.self)
  }

  /// Arrays of arrays of `Double`, `Int` and `String` (a GeoJSON polygon's rings, a
  /// matrix), with code specialized for the element type: through `[T]`'s
  /// ``TapeDecodableArray`` conformance, each inner array would go through the unspecialized
  /// ``decodeValue(_:)`` to find out what it is.
  ///
  /// The same as the conformance does, for these types when no transform is registered
  /// (the caller checks) and collections are not lossy: a value that is not an array goes
  /// the general way, which explains or accepts it.
  ///
  /// - Precondition: `T` is `[[Double]]`, `[[Int]]` or `[[String]]`.
  @inline(never)
  private func decodeScalarArrays<T>(_ node: Int, as type: T.Type) throws -> T {
    let isArray = core.source.tape.kind(node) == .array
    // `unsafeBitCast` is safe in each branch: `T` is exactly the type just compared with.
    if T.self == [[Double]].self {
      let value = isArray ? try decodeArrays(node, of: [Double].self) : try [[Double]](from: self)
      return unsafe unsafeBitCast(value, to: T.self)
    }
    if T.self == [[Int]].self {
      let value = isArray ? try decodeArrays(node, of: [Int].self) : try [[Int]](from: self)
      return unsafe unsafeBitCast(value, to: T.self)
    }
    let value = isArray ? try decodeArrays(node, of: [String].self) : try [[String]](from: self)
    return unsafe unsafeBitCast(value, to: T.self)
  }

  /// The elements of the array at `node`, each a `[Double]`, `[Int]` or `[String]`, as
  /// `[Element]`'s ``TapeDecodableArray`` conformance reads them.
  @inline(__always)
  private func decodeArrays<Element: Decodable>(
    _ node: Int, of type: Element.Type
  ) throws -> [Element] {
    try elements(ofArray: node) { entry, index in
      do {
        return try withNode(entry, step: .index(index)) {
          try decodeScalarArray(entry, as: Element.self)
        }
      } catch {
        do {
          return try failedNested(Element.self, error: error, node: entry, step: .index(index))
        } catch is PlaceholderUnavailable {
          // As in `TapeDecodableArray`: the report has an error already.
          return nil
        }
      }
    }
  }

  /// The elements of the array at `node`, each read by `read` from its entry and index; an
  /// element `read` gives `nil` for is left out.
  @inline(__always)
  private func elements<Element>(
    ofArray node: Int, _ read: (_ entry: Int, _ index: Int) throws -> Element?
  ) throws -> [Element] {
    let tape = core.source.tape
    let count = tape.containerCount(node)
    var result: [Element] = []
    result.reserveCapacity(count)
    var entry = node &+ 1
    for index in 0..<count {
      let current = entry
      entry = tape.next(after: entry)
      if let value = try read(current, index) { result.append(value) }
    }
    return result
  }

  /// Foundation's value types and `JSON`, out of line: their code (date strategies, errors)
  /// would otherwise enlarge the frame of ``decodeValue(_:)``, which every level of a nested
  /// model puts on the stack, twice for a nested array.
  ///
  /// - Precondition: `T` is `Date`, `Data`, `URL`, `Decimal` or `JSON`.
  @inline(never)
  private func decodeFoundationValue<T>(_ node: Int, as type: T.Type) throws -> T {
    if T.self == Date.self {
      return unsafe unsafeBitCast(
        try wrappingOwnErrors(origin: "the date decoding strategy") {
          try decodeDate(node, step: nil)
        }, to: T.self)
    }
    if T.self == Data.self {
      return unsafe unsafeBitCast(
        try wrappingOwnErrors(origin: "the data decoding strategy") {
          try decodeData(node, step: nil)
        }, to: T.self)
    }
    if T.self == URL.self {
      return unsafe unsafeBitCast(try core.decodeURL(node, step: nil), to: T.self)
    }
    if T.self == Decimal.self {
      return unsafe unsafeBitCast(try core.decodeDecimal(node, step: nil), to: T.self)
    }
    if T.self == JSON.self {
      do {
        return unsafe unsafeBitCast(try core.source.json(node), to: T.self)
      } catch {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath, debugDescription: error.message, underlyingError: error))
      }
    }
    preconditionFailure("not a Foundation value type: \(T.self)")
  }

  /// Runs `body`, wrapping an error of a type's own (not a `DecodingError`) once, where it
  /// happened, so that it keeps the path of the value being decoded.
  ///
  /// `origin` names what threw, for the message; `nil` names `T`'s `init(from:)`, a string
  /// built only when there is an error to describe.
  func wrappingOwnErrors<T>(origin: String? = nil, _ body: () throws -> T) throws -> T {
    let node = core.node
    do {
      return try body()
    } catch let error as DecodingError {
      throw error
    } catch let error as PlaceholderUnavailable {
      throw error
    } catch {
      throw ownError(error, origin: origin, type: T.self, node: node)
    }
  }

  /// The wrapping of ``wrappingOwnErrors(origin:_:)``, out of line so that
  /// its frame, on the stack at every level of a nested model, stays small.
  @inline(never)
  private func ownError(
    _ error: any Error, origin: String?, type: Any.Type, node: Int
  ) -> DecodingError {
    let depth = core.steps.count
    let wrapped = RemapError(
      .decodingFailed, "\(origin ?? "\(type).init(from:)") threw an error: \(error)",
      path: core.valuePath(depth: depth, step: nil),
      location: core.source.location(of: node), underlying: error)
    return DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: wrapped.message, underlyingError: wrapped))
  }

  /// The case of an enum whose string raw value matches `text` ignoring case: any case of a
  /// `CaseIterable` enum; otherwise the lower- or upper-case spelling of `text`.
  static func caseInsensitiveCase<T>(_ type: T.Type, _ text: String) -> T? {
    if let enumType = T.self as? any (CaseIterable & RawRepresentable).Type {
      return matchingCase(of: enumType, text) as? T
    }
    if let rawType = T.self as? any RawRepresentable<String>.Type {
      return
        (spelledCase(of: rawType, text.lowercased())
        ?? spelledCase(of: rawType, text.uppercased())) as? T
    }
    return nil
  }

  private static func matchingCase<E: CaseIterable & RawRepresentable>(
    of type: E.Type, _ text: String
  ) -> E? {
    let wanted = text.lowercased()
    return E.allCases.first { ($0.rawValue as? String)?.lowercased() == wanted }
  }

  private static func spelledCase<E: RawRepresentable<String>>(
    of type: E.Type, _ text: String
  ) -> E? {
    E(rawValue: text)
  }

  func decodeDate(_ node: Int, step: PathStep?) throws -> Date {
    switch core.options.dateDecoding.kind {
    case .deferredToDate: return try withNode(node, step: step) { try Date(from: self) }
    case .custom(let decode): return try withNode(node, step: step) { try decode(self) }
    default: return try core.decodeDate(node, step: step)
    }
  }

  func decodeData(_ node: Int, step: PathStep?) throws -> Data {
    switch core.options.dataDecoding.kind {
    case .deferredToData: return try withNode(node, step: step) { try Data(from: self) }
    case .custom(let decode): return try withNode(node, step: step) { try decode(self) }
    case .base64: return try core.decodeData(node, step: step)
    }
  }

  /// Decodes an array of numbers with code specialized for the element type.
  @inline(__always)
  private func decodeArray<N: FixedWidthInteger & TypeDefaultable>(
    _ node: Int, _ type: N.Type
  ) throws -> [N] {
    try decodeArray(node) { try core.decodeInteger($0, step: $1) }
  }

  @inline(__always)
  private func decodeArray<F: BinaryFloatingPoint & TypeDefaultable>(
    _ node: Int, _ type: F.Type
  ) throws -> [F] {
    try decodeArray(node) { try core.decodeFloat($0, step: $1) }
  }

  /// Decodes an array, reading each element with `element`; a single value reads as a
  /// one-element array under lenient coercion.
  @inline(__always)
  private func decodeArray<E: TypeDefaultable>(
    _ node: Int, _ read: (Int, PathStep) throws -> E
  ) throws -> [E] {
    let tape = core.source.tape
    switch tape.kind(node) {
    case .array:
      return try elements(ofArray: node) { entry, index in
        try element(
          at: entry, index: index, { try read(entry, .index(index)) },
          placeholder: { E.typeDefault })
      }
    case .null:
      throw core.typeMismatch(expected: "an array", node: node, step: nil)
    default:
      if emptyXMLElement(node, as: .array) != nil { return [] }
      guard core.lenient || core.options.readsXML else {
        throw core.typeMismatch(expected: "an array", node: node, step: nil)
      }
      noteSingleElement(node)
      return [try read(node, .index(0))]
    }
  }

  /// Records a single value read as a one-element array; in XML, where one child element
  /// is how a one-element list is written, that is no recovery.
  private func noteSingleElement(_ node: Int) {
    guard core.recording, !core.options.readsXML else { return }
    core.noteCoercion(node, step: nil, to: "a one-element array")
  }

  // MARK: - SingleValueDecodingContainer

  // The per-scalar family `SingleValueDecodingContainer` requires, as in
  // `TapeUnkeyedContainer`: one overload per type, each a read of the current node.
  // Each reads the node first: passing `core.node` to a mutating method of `core` would
  // make the compiler copy the whole core to keep the two accesses apart.
  func decodeNil() -> Bool {
    let node = core.node
    return core.source.kind(of: node) == .null
  }
  func decode(_ type: Bool.Type) throws -> Bool {
    let node = core.node
    return try core.decodeBool(node, step: nil)
  }
  func decode(_ type: String.Type) throws -> String {
    let node = core.node
    return try core.decodeString(node, step: nil)
  }
  func decode(_ type: Double.Type) throws -> Double {
    let node = core.node
    return try core.decodeFloat(node, step: nil)
  }
  func decode(_ type: Float.Type) throws -> Float {
    let node = core.node
    return try core.decodeFloat(node, step: nil)
  }
  func decode(_ type: Int.Type) throws -> Int { try integer() }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }

  @inline(__always)
  private func integer<I: FixedWidthInteger>() throws -> I {
    let node = core.node
    return try core.decodeInteger(node, step: nil)
  }
}

/// A keyed container kept for reuse (see ``TapeDecoder/container(keyedBy:keepsPath:)``): the
/// box of the `KeyedDecodingContainer` that wraps it, and the container.
struct SpareKeyedContainer {
  var box: AnyObject
  let container: TapeKeyedContainerState
}

/// The keyed containers of one key type kept for reuse, and the type's ``KeyNames``.
///
/// Two containers, not one: a model nested in a model of its own type (a retweeted status
/// in a status) holds its container while the inner one is read, and with one kept, each
/// such nesting made a new container and dropped the outer one.
struct SpareKeyedContainers {
  let names: KeyNames?
  private var first: SpareKeyedContainer?
  private var second: SpareKeyedContainer?

  init(names: KeyNames?) { self.names = names }

  /// Takes out a container that nothing else holds any more, to be reused and kept again.
  mutating func takeReusable() -> SpareKeyedContainer? {
    Self.takeReusable(&first) ?? Self.takeReusable(&second)
  }

  /// Keeps `spare`: in the first place if it is empty (its container is taken out, or was
  /// never made), otherwise in the second, replacing the container there.
  mutating func keep(_ spare: SpareKeyedContainer) {
    if first == nil {
      first = spare
    } else {
      second = spare
    }
  }

  /// Takes the container out of `place` if nothing else holds it any more.
  ///
  /// Taken out of its place to be checked: left there, the check would count the place's
  /// reference too.
  private static func takeReusable(_ place: inout SpareKeyedContainer?) -> SpareKeyedContainer? {
    guard var spare = place.take() else { return nil }
    if isKnownUniquelyReferenced(&spare.box) { return spare }
    place = spare
    return nil
  }
}

/// A function that reads a box as a `C`: `unsafeBitCast(box, to: C.self)`, with `C`'s
/// metadata held by the function rather than looked up at each call (see
/// ``TapeDecoder/container(keyedBy:keepsPath:)``).
///
/// - Precondition: `C` is one reference wide.
@inline(never)
@_semantics("optimize.sil.specialize.generic.never")
private func boxWrapping<C>(_ type: C.Type) -> (AnyObject) -> C {
  { box in unsafe unsafeBitCast(box, to: C.self) }
}

/// A decoder made by `superDecoder()`, held without keeping it alive.
struct WeakTapeDecoder {
  weak var decoder: TapeDecoder?
}
