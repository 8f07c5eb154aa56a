//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if Vapor && Hummingbird
  import Foundation

  /// One server in a child process: this executable, run as `remap-load serve`.
  final class ServerProcess {
    let port: Int
    private let process: Process

    /// Starts the server and waits until it listens.
    init(framework: Framework, coder: Coder) throws {
      process = Process()
      process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      process.arguments = ["serve", framework.rawValue, coder.rawValue]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      // A child that never announces its port would block the read below for ever: it gets a
      // minute, then it is stopped, and the read sees the pipe close.
      let watchdog = Task { [process] in
        try await Task.sleep(for: .seconds(60))
        if process.isRunning { process.terminate() }
      }
      defer { watchdog.cancel() }
      do {
        port = try Self.announcedPort(on: output, framework: framework)
      } catch {
        // A server that said something else is stopped, not left behind.
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        throw error
      }
    }

    /// Reads the child's first line, `port N`, printed once it listens.
    private static func announcedPort(on output: Pipe, framework: Framework) throws -> Int {
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        guard !chunk.isEmpty else {
          throw LoadError("the \(framework) server exited at start (its errors are above)")
        }
        line.append(chunk)
      }
      let text = String(decoding: line, as: UTF8.self)
      guard text.hasPrefix("port "),
        let port = Int(text.dropFirst(5).prefix { $0.isNumber })
      else { throw LoadError("the \(framework) server announced no port: \(text)") }
      return port
    }

    /// The server's process identifier.
    var processIdentifier: Int32 { process.processIdentifier }

    /// The server's resident memory now and at its peak, in bytes.
    func memory() -> (resident: Int, peak: Int) {
      Self.memory(ofProcess: processIdentifier)
    }

    /// A process's resident memory now and at its peak, in bytes, from `/proc`.
    static func memory(ofProcess pid: Int32) -> (resident: Int, peak: Int) {
      let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
      func kilobytes(_ field: String) -> Int {
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
          return Int(line.dropFirst(field.count).filter(\.isNumber)) ?? 0
        }
        return 0
      }
      return (kilobytes("VmRSS:") * 1024, kilobytes("VmHWM:") * 1024)
    }

    /// Terminates the server and waits for it to exit.
    func stop() {
      process.terminate()
      process.waitUntilExit()
    }
  }
#endif
