//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// `remap-load`: Vapor and Hummingbird servers under concurrent keep-alive clients, with
// Foundation's JSONDecoder and with Remap as the app's coder, in the same run.
//
//   swift run -c release --traits Vapor,Hummingbird remap-load ../shared/corpora/twitter.json
//
// Every server runs in a child process of its own (this same executable, `remap-load serve`),
// so that its peak memory is the server's alone; the parent is the load generator.

#if Vapor && Hummingbird
  import Foundation

  let arguments = Array(CommandLine.arguments.dropFirst())
  do {
    if arguments.first == "serve" {
      try await ServeCommand(arguments: Array(arguments.dropFirst())).run()
    } else if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
      print(LoadCommand.usage)
    } else {
      try await LoadCommand(arguments: arguments).run()
    }
  } catch {
    // A bad argument or a failed run is a message and a status, not a crash report.
    FileHandle.standardError.write(Data("remap-load: error: \(error)\n".utf8))
    exit(1)
  }
#else
  print("remap-load needs the Vapor and Hummingbird traits:")
  print("  swift run -c release --traits Vapor,Hummingbird remap-load CORPUS")
#endif
