//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The model of one page of the generated API batch (`GeneratedCorpus.apiBatch()`): the shape
/// of GitHub's events API, with snake_case keys spelled out in `CodingKeys`.
package struct APIEvent: Codable, Equatable, Sendable {
  package var id: String
  package var type: String
  package var actor: Actor
  package var repo: Repository
  package var payload: Payload
  package var isPublic: Bool
  package var createdAt: String

  enum CodingKeys: String, CodingKey {
    case id, type, actor, repo, payload
    case isPublic = "public"
    case createdAt = "created_at"
  }

  package struct Actor: Codable, Equatable, Sendable {
    package var id: Int
    package var login: String
    package var displayLogin: String
    package var gravatarID: String
    package var url: String
    package var avatarURL: String

    enum CodingKeys: String, CodingKey {
      case id, login, url
      case displayLogin = "display_login"
      case gravatarID = "gravatar_id"
      case avatarURL = "avatar_url"
    }
  }

  package struct Repository: Codable, Equatable, Sendable {
    package var id: Int
    package var name: String
    package var url: String
  }

  package struct Payload: Codable, Equatable, Sendable {
    package var pushID: Int
    package var size: Int
    package var ref: String
    package var head: String
    package var commits: [Commit]

    enum CodingKeys: String, CodingKey {
      case size, ref, head, commits
      case pushID = "push_id"
    }
  }

  package struct Commit: Codable, Equatable, Sendable {
    package var sha: String
    package var message: String
    package var distinct: Bool
  }
}
