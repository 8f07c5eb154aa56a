//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The model of citm_catalog.json, a ticketing catalog: name tables keyed by integer-like
// strings, 184 events and 243 performances, each performance with its prices and seat
// categories.
//
// Every key in the corpus is a stored property with its exact JSON key in `CodingKeys`. A
// property is optional exactly where the corpus has a `null`; no key is ever missing.

/// A ticketing catalog: events, their performances, and the names the IDs refer to.
struct CitmCatalog: Codable, Equatable, Sendable {
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

  enum CodingKeys: String, CodingKey {
    case areaNames
    case audienceSubCategoryNames
    case blockNames
    case events
    case performances
    case seatCategoryNames
    case subTopicNames
    case subjectNames
    case topicNames
    case topicSubTopics
    case venueNames
  }
}

extension CitmCatalog {
  /// A show, concert or match, with the topics it belongs to.
  struct Event: Codable, Equatable, Sendable {
    /// Always `null` in the corpus.
    var description: String?
    var id: Int
    /// `null` in 90 of 184 events.
    var logo: String?
    var name: String
    var subTopicIDs: [Int]
    /// Always `null` in the corpus.
    var subjectCode: String?
    /// Always `null` in the corpus.
    var subtitle: String?
    var topicIDs: [Int]

    enum CodingKeys: String, CodingKey {
      case description
      case id
      case logo
      case name
      case subTopicIDs = "subTopicIds"
      case subjectCode
      case subtitle
      case topicIDs = "topicIds"
    }
  }

  /// One performance of an event, at a venue and a time.
  struct Performance: Codable, Equatable, Sendable {
    var eventID: Int
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

    enum CodingKeys: String, CodingKey {
      case eventID = "eventId"
      case id
      case logo
      case name
      case prices
      case seatCategories
      case seatMapImage
      case start
      case venueCode
    }
  }

  /// What one audience pays for one seat category.
  struct Price: Codable, Equatable, Sendable {
    var amount: Int
    var audienceSubCategoryID: Int
    var seatCategoryID: Int

    enum CodingKeys: String, CodingKey {
      case amount
      case audienceSubCategoryID = "audienceSubCategoryId"
      case seatCategoryID = "seatCategoryId"
    }
  }

  /// A seat category and the areas it covers.
  struct SeatCategory: Codable, Equatable, Sendable {
    var areas: [Area]
    var seatCategoryID: Int

    enum CodingKeys: String, CodingKey {
      case areas
      case seatCategoryID = "seatCategoryId"
    }
  }

  /// An area of a venue and its blocks.
  struct Area: Codable, Equatable, Sendable {
    var areaID: Int
    /// Always empty in the corpus.
    var blockIDs: [Int]

    enum CodingKeys: String, CodingKey {
      case areaID = "areaId"
      case blockIDs = "blockIds"
    }
  }
}
