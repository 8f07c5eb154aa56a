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
  import NIOHTTP1

  /// What one run of requests against one server measured.
  struct RunResult {
    var requests = 0
    var latencies: [Duration] = []
    var elapsed = Duration.zero
    /// Answers with the expected status and body.
    var expected = 0
    /// Good bodies answered 200 with the right summary.
    var ok = 0
    /// Malformed bodies answered 400.
    var rejected = 0
    /// Answers with an unexpected status or body.
    var wrong = 0
    /// Requests that got no answer at all.
    var lost = 0
    /// What went wrong with the first request that was answered wrongly or not at all.
    var firstProblem: String?
    var peakMemory = 0
    /// The server's resident memory, sampled during the run.
    var residentSamples: [Int] = []

    var errors: Int { wrong + lost }
    var requestsPerSecond: Double {
      Double(requests)
        / (Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
    }

    func percentile(_ fraction: Double) -> Duration {
      let sorted = latencies.sorted()
      guard !sorted.isEmpty else { return .zero }
      return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }
  }

  /// Sends bodies to one server from concurrent keep-alive connections.
  struct LoadGenerator {
    var client: HTTPClient
    var connections: Int
    /// What a 200 answer must say.
    var expectedSummary: TwitterSummary

    /// Sends `count` requests, spread over `connections` concurrent loops, and checks each
    /// answer: `malformed(i)` tells whether request `i` carries a malformed body.
    func run(
      server: ServerProcess, count: Int, good: ByteBuffer, bad: [ByteBuffer],
      malformed: @escaping @Sendable (Int) -> Bool
    ) async throws -> RunResult {
      let url = "http://127.0.0.1:\(server.port)/twitter"
      let clock = ContinuousClock()
      let start = clock.now
      var result = RunResult()
      result.requests = count
      // Sample the server's memory while the requests run.
      let pid = server.processIdentifier
      let sampler = Task {
        var samples: [Int] = []
        while !Task.isCancelled {
          samples.append(ServerProcess.memory(ofProcess: pid).resident)
          try? await Task.sleep(for: .milliseconds(100))
        }
        return samples
      }
      try await withThrowingTaskGroup(of: RunResult.self) { group in
        for worker in 0..<connections {
          group.addTask {
            var partial = RunResult()
            var index = worker
            while index < count {
              let isMalformed = malformed(index)
              var request = HTTPClientRequest(url: url)
              request.method = .POST
              request.headers.add(name: "Content-Type", value: "application/json")
              request.body = .bytes(isMalformed ? bad[index % bad.count] : good)
              let sent = clock.now
              do {
                let response = try await client.execute(request, timeout: .seconds(120))
                let body = try await response.body.collect(upTo: 1 << 20)
                partial.latencies.append(clock.now - sent)
                if isMalformed, response.status == .badRequest {
                  partial.rejected += 1
                } else if !isMalformed, response.status == .ok,
                  (try? JSONDecoder().decode(
                    TwitterSummary.self, from: Data(body.readableBytesView)))
                    == expectedSummary
                {
                  partial.ok += 1
                } else {
                  partial.wrong += 1
                  partial.firstProblem =
                    partial.firstProblem ?? """
                      request \(index) (\(isMalformed ? "malformed" : "good") body) was answered \
                      \(response.status.code): \(String(buffer: body).prefix(200))
                      """
                }
              } catch {
                partial.lost += 1
                partial.firstProblem =
                  partial.firstProblem ?? "request \(index) got no answer: \(error)"
              }
              index += connections
            }
            return partial
          }
        }
        for try await partial in group {
          result.latencies += partial.latencies
          result.ok += partial.ok
          result.rejected += partial.rejected
          result.wrong += partial.wrong
          result.lost += partial.lost
          result.firstProblem = result.firstProblem ?? partial.firstProblem
        }
      }
      result.elapsed = clock.now - start
      sampler.cancel()
      result.residentSamples = await sampler.value
      result.peakMemory = server.memory().peak
      return result
    }
  }
#endif
