//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapMacros

// The model of citm_catalog.json, a ticketing catalog: name tables keyed by integer-like
// strings, 184 events and 243 performances, each performance with its prices and seat
// categories.
//
// Every key in the corpus is a stored property of the same name, under `@Mappable`. A
// property is optional exactly where the corpus has a `null`; no key is ever missing.

/// A ticketing catalog: events, their performances, and the names the IDs refer to.
@Mappable
package struct CitmCatalog: Equatable, Sendable {
  package var areaNames: [String: String]
  package var audienceSubCategoryNames: [String: String]
  /// Always empty in the corpus.
  package var blockNames: [String: String]
  package var events: [String: Event]
  package var performances: [Performance]
  package var seatCategoryNames: [String: String]
  package var subTopicNames: [String: String]
  /// Always empty in the corpus.
  package var subjectNames: [String: String]
  package var topicNames: [String: String]
  package var topicSubTopics: [String: [Int]]
  package var venueNames: [String: String]
}

extension CitmCatalog {
  /// A show, concert or match, with the topics it belongs to.
  @Mappable
  package struct Event: Equatable, Sendable {
    /// Always `null` in the corpus.
    package var description: String?
    package var id: Int
    /// `null` in 90 of 184 events.
    package var logo: String?
    package var name: String
    @Key("subTopicIds") package var subTopicIDs: [Int]
    /// Always `null` in the corpus.
    package var subjectCode: String?
    /// Always `null` in the corpus.
    package var subtitle: String?
    @Key("topicIds") package var topicIDs: [Int]
  }

  /// One performance of an event, at a venue and a time.
  @Mappable
  package struct Performance: Equatable, Sendable {
    @Key("eventId") package var eventID: Int
    package var id: Int
    /// `null` in 135 of 243 performances.
    package var logo: String?
    /// Always `null` in the corpus.
    package var name: String?
    package var prices: [Price]
    package var seatCategories: [SeatCategory]
    /// Always `null` in the corpus.
    package var seatMapImage: String?
    /// Milliseconds since 1970.
    package var start: Int
    package var venueCode: String
  }

  /// What one audience pays for one seat category.
  @Mappable
  package struct Price: Equatable, Sendable {
    package var amount: Int
    @Key("audienceSubCategoryId") package var audienceSubCategoryID: Int
    @Key("seatCategoryId") package var seatCategoryID: Int
  }

  /// A seat category and the areas it covers.
  @Mappable
  package struct SeatCategory: Equatable, Sendable {
    package var areas: [Area]
    @Key("seatCategoryId") package var seatCategoryID: Int
  }

  /// An area of a venue and its blocks.
  @Mappable
  package struct Area: Equatable, Sendable {
    @Key("areaId") package var areaID: Int
    /// Always empty in the corpus.
    @Key("blockIds") package var blockIDs: [Int]
  }
}
