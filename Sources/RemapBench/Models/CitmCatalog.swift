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
struct CitmCatalog: Equatable, Sendable {
  var areaNames: [String: String]
  var audienceSubCategoryNames: [String: String]
  /// Always empty in the corpus.
  var blockNames: [String: String]
  var events: [String: Event]
  var performances: [Performance]
  var seatCategoryNames: [String: String]
  var subTopicNames: [String: String]
  /// Always empty in the corpus.
  var subjectNames: [String: String]
  var topicNames: [String: String]
  var topicSubTopics: [String: [Int]]
  var venueNames: [String: String]
}

extension CitmCatalog {
  /// A show, concert or match, with the topics it belongs to.
  @Mappable
  struct Event: Equatable, Sendable {
    /// Always `null` in the corpus.
    var description: String?
    var id: Int
    /// `null` in 90 of 184 events.
    var logo: String?
    var name: String
    @Key("subTopicIds") var subTopicIDs: [Int]
    /// Always `null` in the corpus.
    var subjectCode: String?
    /// Always `null` in the corpus.
    var subtitle: String?
    @Key("topicIds") var topicIDs: [Int]
  }

  /// One performance of an event, at a venue and a time.
  @Mappable
  struct Performance: Equatable, Sendable {
    @Key("eventId") var eventID: Int
    var id: Int
    /// `null` in 135 of 243 performances.
    var logo: String?
    /// Always `null` in the corpus.
    var name: String?
    var prices: [Price]
    var seatCategories: [SeatCategory]
    /// Always `null` in the corpus.
    var seatMapImage: String?
    /// Milliseconds since 1970.
    var start: Int
    var venueCode: String
  }

  /// What one audience pays for one seat category.
  @Mappable
  struct Price: Equatable, Sendable {
    var amount: Int
    @Key("audienceSubCategoryId") var audienceSubCategoryID: Int
    @Key("seatCategoryId") var seatCategoryID: Int
  }

  /// A seat category and the areas it covers.
  @Mappable
  struct SeatCategory: Equatable, Sendable {
    var areas: [Area]
    @Key("seatCategoryId") var seatCategoryID: Int
  }

  /// An area of a venue and its blocks.
  @Mappable
  struct Area: Equatable, Sendable {
    @Key("areaId") var areaID: Int
    /// Always empty in the corpus.
    @Key("blockIds") var blockIDs: [Int]
  }
}
