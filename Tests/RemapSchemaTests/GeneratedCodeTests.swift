//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Remap
import RemapSchema
import Testing

/// Compiles the models generated for every fixture into one package that depends on this
/// repository, runs it, and checks that every sample decodes: with `RemapDecoder`, and for
/// `Codable` models with `JSONDecoder` too.
///
/// The package lives in `.build/generated-models-check`, so that a second run rebuilds only
/// what changed; one `swift build` serves every fixture (two when the incremental build
/// fails, the second from scratch).
@Suite("Generated code", .serialized)
struct GeneratedCodeTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The styles compiled: `Codable` nested and flat, and `@Mappable` once the macro product
  /// exists.
  static var styles: [(label: String, style: SwiftModelWriter.Style, nests: Bool)] {
    var styles: [(String, SwiftModelWriter.Style, Bool)] = [
      ("Codable", .codable, true), ("CodableFlat", .codable, false),
    ]
    if hasMacros { styles.append(("Mappable", .mappable, true)) }
    return styles
  }

  static var hasMacros: Bool {
    let manifest = try? String(
      contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    return manifest?.contains(#"name: "RemapMacros""#) == true
  }

  @Test func everySampleDecodes() throws {
    let check = Self.packageRoot.appendingPathComponent(".build/generated-models-check")
    try writePackage(at: check)

    let command = ["swift", "build", "--package-path", check.path, "--product", "DecodeSamples"]
    let binary = check.appendingPathComponent(".build/debug/DecodeSamples")
    var build = try Self.run(command)
    var decoded = build.status == 0 ? try Self.run([binary.path, Fixture.directory.path]) : nil
    if build.status != 0 || decoded?.signalled == true {
      // SwiftPM's incremental build does not notice files added to or removed from a path
      // dependency (this repository, after a merge), and can keep objects compiled against an
      // older layout of its types, which crash: build afresh once before failing.
      try? FileManager.default.removeItem(at: check.appendingPathComponent(".build"))
      build = try Self.run(command)
      decoded = build.status == 0 ? try Self.run([binary.path, Fixture.directory.path]) : nil
    }
    let buildOutput: String = build.output
    try #require(build.status == 0, "the generated code does not compile:\n\(buildOutput)")
    let run = try #require(decoded)
    let output: String = run.output
    #expect(run.status == 0 && !run.signalled, "\(output)")

    for fixture in Fixture.all {
      let count = try fixture.samples().count
      for (label, style, _) in Self.styles {
        let line = "\(fixture.module)\(label): remap \(count)/\(count)"
        let expected = style == .codable ? line + ", foundation \(count)/\(count)" : line
        #expect(
          output.split(separator: "\n").contains { $0 == expected },
          "expected '\(expected)' in:\n\(output)")
      }
    }
  }

  /// Writes the package: a module per fixture and style, and an executable that decodes.
  private func writePackage(at root: URL) throws {
    let identity = Self.packageRoot.lastPathComponent.lowercased()
    var targets: [String] = []
    var modules: [String] = []
    var checks: [String] = []
    for fixture in Fixture.all {
      for (label, style, nests) in Self.styles {
        let module = fixture.module + label
        modules.append(module)
        let product = style == .codable ? "Remap" : "RemapMacros"
        targets.append(
          """
              .target(name: "\(module)", dependencies: [.product(name: "\(product)", \
          package: "\(identity)")]),
          """)
        var options = fixture.swiftOptions(style)
        options.nestsTypes = nests
        let source = SwiftModelWriter(options: options).source(for: try fixture.inference())
        try write(source, to: root.appendingPathComponent("Sources/\(module)/Models.swift"))
        let files = fixture.files.map { "\"\(fixture.name)/\($0)\"" }.joined(separator: ", ")
        checks.append(
          """
          check("\(module)", \(module).\(fixture.rootName).self, files: [\(files)], \
          format: .\(fixture.format), foundation: \(style == .codable))
          """)
      }
    }
    let manifest = """
      // swift-tools-version:6.2
      import PackageDescription

      let package = Package(
        name: "GeneratedModelsCheck",
        platforms: [.macOS(.v13)],
        dependencies: [.package(path: "\(Self.packageRoot.path)")],
        targets: [
      \(targets.joined(separator: "\n"))
          .executableTarget(
            name: "DecodeSamples",
            dependencies: [\(modules.map { "\"\($0)\"" }.joined(separator: ", ")), \
      .product(name: "Remap", package: "\(identity)")]),
        ]
      )

      """
    try write(manifest, to: root.appendingPathComponent("Package.swift"))
    let imports = (["Foundation", "Remap"] + modules).map { "import \($0)" }
    let main =
      imports.joined(separator: "\n") + "\n\n" + Self.decodeSamplesSource + "\n"
      + checks.joined(separator: "\n") + "\nexit(failures == 0 ? 0 : 1)\n"
    try write(main, to: root.appendingPathComponent("Sources/DecodeSamples/main.swift"))
  }

  /// Writes a file only when its contents change, so that the build stays incremental.
  private func write(_ text: String, to url: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// The check program's functions: decodes each sample and prints the counts.
  static let decodeSamplesSource = #"""
    enum Format { case json, lines, xml }

    nonisolated(unsafe) var failures = 0
    let fixtures = URL(fileURLWithPath: CommandLine.arguments[1])

    func check<T: Codable>(
      _ label: String, _ type: T.Type, files: [String], format: Format, foundation: Bool
    ) {
      var samples: [Data] = []
      for file in files {
        let data = try! Data(contentsOf: fixtures.appendingPathComponent(file))
        if format == .lines {
          samples += data.split(separator: UInt8(ascii: "\n"))
            .filter { !$0.allSatisfy { $0 == 0x20 || $0 == 0x0D } }.map { Data($0) }
        } else {
          samples.append(data)
        }
      }
      var remap = 0
      var jsonDecoder = 0
      for (index, sample) in samples.enumerated() {
        do {
          let decoder = RemapDecoder()
          _ = format == .xml
            ? try decoder.decode(T.self, fromXML: sample) : try decoder.decode(T.self, from: sample)
          remap += 1
        } catch {
          failures += 1
          print("\(label) sample \(index): RemapDecoder: \(error)")
        }
        guard foundation else { continue }
        do {
          let json = format == .xml ? Data(try JSON(parsingXML: sample).serializedBytes()) : sample
          let decoder = JSONDecoder()
          decoder.dateDecodingStrategy = .iso8601
          _ = try decoder.decode(T.self, from: json)
          jsonDecoder += 1
        } catch {
          failures += 1
          print("\(label) sample \(index): JSONDecoder: \(error)")
        }
      }
      var line = "\(label): remap \(remap)/\(samples.count)"
      if foundation { line += ", foundation \(jsonDecoder)/\(samples.count)" }
      print(line)
    }
    """#

  /// Runs a program, with its standard output and error together.
  static func run(
    _ arguments: [String]
  ) throws -> (status: Int32, signalled: Bool, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, process.terminationReason == .uncaughtSignal,
      String(decoding: output, as: UTF8.self)
    )
  }
}
