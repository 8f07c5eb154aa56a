//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import Testing

@Suite("KeyStyle")
struct KeyStyleTests {
  /// Key, snake case, kebab case, camel case.
  static let table: [(String, String, String, String)] = [
    ("name", "name", "name", "name"),
    ("imageURL", "image_url", "image-url", "imageURL"),
    ("URLString", "url_string", "url-string", "urlString"),
    ("userID2", "user_id2", "user-id2", "userID2"),
    ("HTTPSProxy", "https_proxy", "https-proxy", "httpsProxy"),
    ("isHTTP2Enabled", "is_http2_enabled", "is-http2-enabled", "isHTTP2Enabled"),
    ("version2Beta", "version2_beta", "version2-beta", "version2Beta"),
    ("imageURLs", "image_urls", "image-urls", "imageURLs"),
    ("IDs", "ids", "ids", "ids"),
    ("PDFsList", "pdfs_list", "pdfs-list", "pdfsList"),
    ("ImageURL", "image_url", "image-url", "imageURL"),
    ("ABC", "abc", "abc", "abc"),
    ("a", "a", "a", "a"),
    ("a1b", "a1b", "a1b", "a1b"),
    ("aB", "a_b", "a-b", "aB"),
    ("AString", "a_string", "a-string", "aString"),
    ("firstName", "first_name", "first-name", "firstName"),
    ("image_url", "image_url", "image-url", "imageUrl"),
    ("image-url", "image_url", "image-url", "imageUrl"),
    ("HTTP_PROXY", "http_proxy", "http-proxy", "httpProxy"),
    ("user_ID", "user_id", "user-id", "userId"),
    ("alreadySnake_case", "already_snake_case", "already-snake-case", "alreadySnakeCase"),
    ("foo__bar", "foo_bar", "foo-bar", "fooBar"),
    ("_private", "_private", "_private", "_private"),
    ("_privateKey", "_private_key", "_private-key", "_privateKey"),
    ("__meta__", "__meta__", "__meta__", "__meta__"),
    ("tail_", "tail_", "tail_", "tail_"),
    ("trailingURL_", "trailing_url_", "trailing-url_", "trailingURL_"),
    ("-dash-start", "-dash_start", "-dash-start", "-dashStart"),
    ("_", "_", "_", "_"),
    ("", "", "", ""),
    ("x-api-key", "x_api_key", "x-api-key", "xApiKey"),
    ("point3D", "point3_d", "point3-d", "point3D"),
    ("ÉcoleNormale", "école_normale", "école-normale", "écoleNormale"),
    ("straße_name", "straße_name", "straße-name", "straßeName"),
  ]

  @Test("snake, kebab and camel case follow the documented rules", arguments: table)
  func conversions(key: String, snake: String, kebab: String, camel: String) {
    #expect(KeyStyle.snakeCase.apply(to: key) == snake)
    #expect(KeyStyle.kebabCase.apply(to: key) == kebab)
    #expect(KeyStyle.camelCase.apply(to: key) == camel)
    #expect(KeyStyle.unchanged.apply(to: key) == key)
  }

  @Test("every style is idempotent", arguments: table.map(\.0))
  func idempotent(key: String) {
    for style in [KeyStyle.snakeCase, .kebabCase, .camelCase] {
      let once = style.apply(to: key)
      #expect(style.apply(to: once) == once, "\(style) of \(key)")
    }
  }

  @Test("converted keys keep their letters and digits, so fuzzy matching finds them")
  func fuzzyEquivalent() {
    func letters(_ key: String) -> String {
      String(
        key.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
      )
      .lowercased()
    }
    for (key, snake, kebab, camel) in Self.table {
      #expect(letters(snake) == letters(key))
      #expect(letters(kebab) == letters(key))
      #expect(letters(camel) == letters(key))
    }
  }
}
