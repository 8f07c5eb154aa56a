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
  import Hummingbird
  import Logging
  import RemapBenchModels
  import RemapHummingbird
  import RemapVapor
  import Vapor

  /// `remap-load serve FRAMEWORK CODER`: runs one server on a free local port, prints
  /// `port N` on its standard output when it listens, and serves until it is terminated.
  ///
  /// It answers `POST /twitter`: the body decodes into `TwitterResponse` with the app's
  /// coder, and a `TwitterSummary` encoded with the same coder is the answer.
  struct ServeCommand {
    var framework: Framework
    var coder: Coder

    init(arguments: [String]) throws {
      guard arguments.count == 2, let framework = Framework(rawValue: arguments[0]),
        let coder = Coder(rawValue: arguments[1])
      else {
        throw LoadError("usage: remap-load serve Vapor|Hummingbird JSONDecoder|Remap")
      }
      self.framework = framework
      self.coder = coder
    }

    func run() async throws {
      // Bad bodies are the point of one run: the servers log errors only.
      LoggingSystem.bootstrap { label in
        var handler = StreamLogHandler.standardError(label: label)
        handler.logLevel = .error
        return handler
      }
      switch framework {
      case .vapor: try await runVapor()
      case .hummingbird: try await runHummingbird()
      }
    }

    // MARK: - Vapor

    private func runVapor() async throws {
      let app = try await Vapor.Application.make(.init(name: "production", arguments: ["serve"]))
      app.logger.logLevel = .error
      if coder == .remap {
        ContentConfiguration.global.use(decoder: RemapDecoder(), for: .json)
        ContentConfiguration.global.use(encoder: RemapEncoder(), for: .json)
        app.middleware.use(RemapErrorMiddleware())
      }
      app.on(.POST, "twitter", body: .collect(maxSize: "2mb")) { request async throws in
        VaporSummary(try request.content.decode(TwitterResponse.self))
      }
      app.http.server.configuration.hostname = "127.0.0.1"
      app.http.server.configuration.port = 0
      try await app.server.start(address: .hostname("127.0.0.1", port: 0))
      guard let port = app.http.server.shared.localAddress?.port else {
        throw LoadError("the Vapor server has no local port")
      }
      announce(port: port)
      // Serve until terminated.
      while true { try await Task.sleep(for: .seconds(3600)) }
    }

    // MARK: - Hummingbird

    private func runHummingbird() async throws {
      switch coder {
      case .foundation:
        try await runHummingbird(context: BasicRequestContext.self)
      case .remap:
        try await runHummingbird(context: RemapRequestContext.self)
      }
    }

    private func runHummingbird<Context: RequestContext>(
      context: Context.Type
    ) async throws where Context.Source == ApplicationRequestContextSource {
      let router = Router(context: Context.self)
      router.post("twitter") { request, context -> HummingbirdSummary in
        HummingbirdSummary(try await request.decode(as: TwitterResponse.self, context: context))
      }
      var logger = Logger(label: "remap-load")
      logger.logLevel = .error
      let app = Hummingbird.Application(
        router: router,
        configuration: .init(address: .hostname("127.0.0.1", port: 0)),
        onServerRunning: { channel in
          if let port = channel.localAddress?.port { announce(port: port) }
        },
        logger: logger
      )
      try await app.runService(gracefulShutdownSignals: [.sigterm])
    }
  }

  /// Tells the parent process where the server listens.
  private func announce(port: Int) {
    FileHandle.standardOutput.write(Data("port \(port)\n".utf8))
  }

  /// The summary, as Vapor content.
  struct VaporSummary: Content {
    var summary: TwitterSummary
    init(_ response: TwitterResponse) { summary = TwitterSummary(response) }
    init(from decoder: any Decoder) throws { summary = try TwitterSummary(from: decoder) }
    func encode(to encoder: any Encoder) throws { try summary.encode(to: encoder) }
  }

  /// The summary, as a Hummingbird response.
  struct HummingbirdSummary: Hummingbird.ResponseEncodable {
    var summary: TwitterSummary
    init(_ response: TwitterResponse) { summary = TwitterSummary(response) }
    func encode(to encoder: any Encoder) throws { try summary.encode(to: encoder) }
  }

  /// A failure of the load benchmark itself.
  struct LoadError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
#endif
