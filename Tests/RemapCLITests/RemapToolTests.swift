//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

/// Runs the built `remap` executable, for what only a real process shows: exit codes, and what
/// goes to standard output and standard error.
@Suite("remap executable")
struct RemapToolTests {
  struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The package's root directory, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let example = packageRoot.appendingPathComponent("Examples/places/response.json").path

  /// The `remap` executable that `swift build` or `swift test` put beside the test bundle.
  static let executable: URL? = {
    var candidates = Bundle.allBundles.map(\.bundleURL)
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]))
    for candidate in candidates {
      var directory = candidate.resolvingSymlinksInPath()
      for _ in 0..<4 {
        directory.deleteLastPathComponent()
        let binary = directory.appendingPathComponent("remap")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
      }
    }
    return nil
  }()

  static func remap(_ arguments: [String], standardInput: String? = nil) throws -> Run {
    let executable = try #require(
      Self.executable, "build the remap product first: swift build --product remap")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let input = Pipe()
    process.standardInput = input
    try process.run()
    if let standardInput {
      input.fileHandleForWriting.write(Data(standardInput.utf8))
    }
    try input.fileHandleForWriting.close()
    // Read the pipes before waiting. The tests' output is far smaller than a pipe's buffer,
    // so reading one pipe and then the other cannot leave the child blocked on a full pipe.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let standardError = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: standardError, as: UTF8.self))
  }

  @Test func formatsTheExample() throws {
    let run = try Self.remap(["format", Self.example])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput.hasPrefix(#"{"html_attributions":[],"results":[{"#))
    #expect(run.standardOutput.hasSuffix("\"status\":\"OK\"}\n"))
  }

  @Test func formatsStandardInputPretty() throws {
    let run = try Self.remap(["format", "--pretty"], standardInput: #"{"a":[1,true]}"#)
    #expect(run.status == 0)
    #expect(run.standardOutput == "{\n  \"a\": [\n    1,\n    true\n  ]\n}\n")
  }

  @Test func invalidJSONExitsWithStatus1() throws {
    let run = try Self.remap(["format", "-"], standardInput: "{\n  \"a\": 1,\n}")
    #expect(run.status == 1)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix("<stdin>:3:1: "))
    #expect(run.standardError.hasSuffix("3 | }\n  | ^\n"))
  }

  @Test func getsAValue() throws {
    let run = try Self.remap(["get", "results[0].geometry.location", Self.example])
    #expect(run.status == 0)
    #expect(run.standardOutput == #"{"lat":51.5262731,"lng":-0.0998423}"# + "\n")
  }

  @Test func getsARawString() throws {
    let run = try Self.remap(["get", "-r", "results[2].name", Self.example])
    #expect(run.status == 0)
    #expect(run.standardOutput == "Compiler's Crust\n")
  }

  @Test func missingPathExitsWithStatus1() throws {
    let run = try Self.remap(["get", "results[0].geometry.altitude", Self.example])
    #expect(run.status == 1)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError
        == "remap: no value at 'results[0].geometry.altitude'; the longest part of the path "
        + "that exists is 'results[0].geometry', an object with keys location, viewport\n")
  }

  @Test func missingFileExitsWithStatus1() throws {
    let run = try Self.remap(["format", "no-such-file.json"])
    #expect(run.status == 1)
    #expect(run.standardError == "remap: no-such-file.json: no such file\n")
  }

  @Test func invalidKeyPathIsAUsageError() throws {
    let run = try Self.remap(["get", "results[", Self.example])
    #expect(run.status == 64)
    #expect(run.standardError.contains("invalid key path 'results['"))
  }
}
