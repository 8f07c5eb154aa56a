//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapMacros

/// The model of the generated RSS feed corpus (see `XMLCorpus.feed()`): an RSS 2.0 channel
/// with its items, dates in RFC 822, an attribute beside text (`<guid isPermaLink="false">`),
/// a namespaced element (`dc:creator`) and a repeated element (`category`).
@Mappable
package struct XMLFeed: Equatable, Sendable {
  package var channel: Channel

  package init(channel: Channel) {
    self.channel = channel
  }

  @Mappable
  package struct Channel: Equatable, Sendable {
    package var title: String
    package var link: URL
    package var description: String
    package var item: [Item]

    package init(title: String, link: URL, description: String, item: [Item]) {
      self.title = title
      self.link = link
      self.description = description
      self.item = item
    }
  }

  @Mappable
  package struct Item: Equatable, Sendable {
    package var title: String
    package var link: URL
    package var guid: Guid
    package var pubDate: Date
    @Key("dc:creator") package var creator: String
    package var category: [String]
    package var description: String
    package var comments: Int

    package init(
      title: String, link: URL, guid: Guid, pubDate: Date, creator: String, category: [String],
      description: String, comments: Int
    ) {
      self.title = title
      self.link = link
      self.guid = guid
      self.pubDate = pubDate
      self.creator = creator
      self.category = category
      self.description = description
      self.comments = comments
    }
  }

  /// A `<guid>`: its text, and whether it is a link.
  @Mappable
  package struct Guid: Equatable, Sendable {
    package var isPermaLink: Bool
    @Key("#text") package var value: String

    package init(isPermaLink: Bool, value: String) {
      self.isPermaLink = isPermaLink
      self.value = value
    }
  }
}
