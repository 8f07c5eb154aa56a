//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if Vapor && Hummingbird
  import AsyncHTTPClient
  import Foundation
  import NIOCore
  import RemapBenchModels

  /// The load run: `remap-load CORPUS [--connections N] [--requests N] [--rounds N]
  /// [--malformed-requests N]`.
  struct LoadCommand {
    var corpus: String
    var connections = 8
    var requests = 200
    var rounds = 3
    var malformedRequests = 400

    static let usage =
      "usage: remap-load TWITTER_JSON [--connections N] [--requests N] [--rounds N]"
      + " [--malformed-requests N]"

    init(arguments: [String]) throws {
      var corpus: String?
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        func number() throws -> Int {
          guard let text = remaining.popFirst(), let value = Int(text), value > 0 else {
            throw LoadError("\(argument) needs a positive number")
          }
          return value
        }
        switch argument {
        case "--connections": connections = try number()
        case "--requests": requests = try number()
        case "--rounds": rounds = try number()
        case "--malformed-requests": malformedRequests = try number()
        default:
          guard corpus == nil, !argument.hasPrefix("-") else {
            throw LoadError("unknown argument \(argument)")
          }
          corpus = argument
        }
      }
      guard let corpus else { throw LoadError(Self.usage) }
      self.corpus = corpus
    }

    func run() async throws {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: corpus))
      let expected = TwitterSummary(try JSONDecoder().decode(TwitterResponse.self, from: bytes))
      let good = ByteBuffer(bytes: bytes)
      let bad = try Self.malformedBodies(from: bytes)

      var configuration = HTTPClient.Configuration()
      configuration.httpVersion = .http1Only
      configuration.connectionPool = .init(
        idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: connections)
      let client = HTTPClient(
        eventLoopGroup: .singletonMultiThreadedEventLoopGroup,
        configuration: configuration)
      // The client must be shut down on every path: one left running traps in its deinit
      // (debug builds), and that trap would hide the error that ended the run.
      do {
        try await run(
          LoadGenerator(client: client, connections: connections, expectedSummary: expected),
          corpusSize: bytes.count, good: good, bad: bad)
      } catch {
        try? await client.shutdown()
        throw error
      }
      try await client.shutdown()
    }

    /// The load rounds and the malformed-body run, against one server per pairing.
    private func run(
      _ generator: LoadGenerator, corpusSize: Int, good: ByteBuffer, bad: [ByteBuffer]
    ) async throws {
      print("remap-load: \(corpus) (\(corpusSize) bytes), \(connections) keep-alive connections,")
      print("\(requests) requests per server, \(rounds) rounds; each server in its own process\n")
      #if DEBUG
        print("warning: a debug build checks every answer, but its figures say nothing of speed;")
        print("use `swift run -c release --traits Vapor,Hummingbird remap-load`\n")
      #endif

      // Each round runs every pairing once, the coders in alternating order, so that drift in
      // the machine's load falls on both alike.
      var results: [String: [RunResult]] = [:]
      for round in 1...rounds {
        for framework in Framework.allCases {
          let coders = round % 2 == 1 ? Coder.allCases : Coder.allCases.reversed()
          for coder in coders {
            let result = try await measure(framework, coder, generator: generator, warmUp: good) {
              server in
              try await generator.run(
                server: server, count: requests, good: good, bad: bad, malformed: { _ in false })
            }
            results["\(framework.rawValue) \(coder.rawValue)", default: []].append(result)
            print(
              "round \(round): \(framework.rawValue) + \(coder.rawValue): "
                + "\(Self.format(result.requestsPerSecond)) req/s, errors \(result.errors)")
            if let problem = result.firstProblem { print("  first error: \(problem)") }
          }
        }
      }
      printLoadTable(results)
      var failures = results.values.joined().reduce(0) { $0 + $1.errors }

      print("\nMalformed bodies: every tenth request carries a truncated or mistyped body")
      print("(\(malformedRequests) requests per server, Remap as the coder)\n")
      var rows: [[String]] = []
      for framework in Framework.allCases {
        let result = try await measure(framework, .remap, generator: generator, warmUp: good) {
          server in
          try await generator.run(
            server: server, count: malformedRequests, good: good, bad: bad,
            malformed: { $0 % 10 == 9 })
        }
        let badCount = (0..<malformedRequests).filter { $0 % 10 == 9 }.count
        if result.ok != malformedRequests - badCount || result.rejected != badCount {
          failures += result.errors + 1
          print(
            "\(framework.rawValue): \(result.firstProblem ?? "a malformed body was answered 200")")
        }
        let samples = result.residentSamples
        let quarter = max(1, samples.count / 4)
        let early = Self.median(Array(samples.prefix(quarter)))
        let late = Self.median(Array(samples.suffix(quarter)))
        rows.append([
          framework.rawValue, "\(malformedRequests - badCount)", "\(result.ok)", "\(badCount)",
          "\(result.rejected)", "\(result.wrong)", "\(result.lost)", Self.megabytes(early),
          Self.megabytes(late), Self.megabytes(result.peakMemory),
        ])
      }
      printTable(
        header: [
          "server", "good sent", "200", "malformed sent", "400", "wrong", "lost",
          "RSS first quarter", "RSS last quarter", "peak RSS",
        ], rows: rows)
      guard failures == 0 else {
        throw LoadError("\(failures) requests were answered wrongly or not at all")
      }
    }

    /// Starts a server, warms it up, runs `body` against it, and stops it.
    private func measure(
      _ framework: Framework, _ coder: Coder, generator: LoadGenerator, warmUp good: ByteBuffer,
      _ body: (ServerProcess) async throws -> RunResult
    ) async throws -> RunResult {
      let server = try ServerProcess(framework: framework, coder: coder)
      defer { server.stop() }
      // A server just started on a busy machine may drop its first connections: the warm-up
      // is tried three times, each failure printed, before the run counts as failed.
      for attempt in 1... {
        let warmUp = try await generator.run(
          server: server, count: connections * 2, good: good, bad: [], malformed: { _ in false })
        if warmUp.errors == 0 { break }
        let problem = warmUp.firstProblem ?? "\(warmUp.errors) errors"
        print("\(framework) + \(coder): warm-up \(attempt) of 3 failed: \(problem)")
        guard attempt < 3 else {
          throw LoadError("\(framework) + \(coder) failed its warm-up three times: \(problem)")
        }
        try await Task.sleep(for: .seconds(1))
      }
      return try await body(server)
    }

    /// Two kinds of bad body: the corpus cut in half (malformed JSON), and the corpus with one
    /// Boolean replaced by a word (well-formed JSON that does not fit the model).
    static func malformedBodies(from bytes: Data) throws -> [ByteBuffer] {
      let truncated = ByteBuffer(bytes: bytes.prefix(bytes.count / 2))
      let text = String(decoding: bytes, as: UTF8.self)
      guard let range = text.range(of: "\"truncated\": false") else {
        throw LoadError("the corpus has no \"truncated\": false to break")
      }
      let mistyped = ByteBuffer(
        string: text.replacingCharacters(in: range, with: "\"truncated\": \"maybe\""))
      return [truncated, mistyped]
    }

    private func printLoadTable(_ results: [String: [RunResult]]) {
      print(
        "\nMedians over \(rounds) rounds (latency per request, from send to the whole answer):\n")
      var rows: [[String]] = []
      for framework in Framework.allCases {
        for coder in Coder.allCases {
          let runs = results["\(framework.rawValue) \(coder.rawValue)"] ?? []
          rows.append([
            framework.rawValue, coder.rawValue,
            Self.format(Self.median(runs.map(\.requestsPerSecond))),
            Self.milliseconds(Self.median(runs.map { $0.percentile(0.5) })),
            Self.milliseconds(Self.median(runs.map { $0.percentile(0.99) })),
            Self.megabytes(Self.median(runs.map(\.peakMemory))),
            "\(runs.reduce(0) { $0 + $1.errors })",
          ])
        }
      }
      printTable(
        header: ["server", "coder", "req/s", "p50 ms", "p99 ms", "peak RSS", "errors"],
        rows: rows)
      print("\nRemap / JSONDecoder, median of the per-round ratios:")
      for framework in Framework.allCases {
        let remap = results["\(framework.rawValue) \(Coder.remap.rawValue)"] ?? []
        let foundation = results["\(framework.rawValue) \(Coder.foundation.rawValue)"] ?? []
        let throughput = zip(remap, foundation).map { $0.requestsPerSecond / $1.requestsPerSecond }
        let p99 = zip(remap, foundation).map {
          $0.percentile(0.99) / $1.percentile(0.99)
        }
        print(
          "  \(framework.rawValue): req/s x\(Self.format(Self.median(throughput), digits: 2)),"
            + " p99 latency x\(Self.format(Self.median(p99), digits: 2))")
      }
    }

    // MARK: - Formatting

    private func printTable(header: [String], rows: [[String]]) {
      let widths = header.indices.map { column in
        ([header] + rows).map { $0[column].count }.max() ?? 0
      }
      func line(_ cells: [String]) -> String {
        "| "
          + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
          .joined(separator: " | ") + " |"
      }
      print(line(header))
      print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
      for row in rows { print(line(row)) }
    }

    static func median<T: Comparable>(_ values: [T]) -> T where T: AdditiveArithmetic {
      let sorted = values.sorted()
      return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    }

    static func format(_ value: Double, digits: Int = 1) -> String {
      String(format: "%.\(digits)f", value)
    }

    static func milliseconds(_ duration: Duration) -> String {
      format(
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
    }

    static func megabytes(_ bytes: Int) -> String {
      format(Double(bytes) / 1_048_576) + " MB"
    }
  }
#endif
