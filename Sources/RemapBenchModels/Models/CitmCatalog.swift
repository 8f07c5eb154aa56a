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
package struct CitmCatalog: Codable, Equatable, Sendable {
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

  package enum CodingKeys: String, CodingKey {
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
  package struct Event: Codable, Equatable, Sendable {
    /// Always `null` in the corpus.
    package var description: String?
    package var id: Int
    /// `null` in 90 of 184 events.
    package var logo: String?
    package var name: String
    package var subTopicIDs: [Int]
    /// Always `null` in the corpus.
    package var subjectCode: String?
    /// Always `null` in the corpus.
    package var subtitle: String?
    package var topicIDs: [Int]

    package enum CodingKeys: String, CodingKey {
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
  package struct Performance: Codable, Equatable, Sendable {
    package var eventID: Int
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

    package enum CodingKeys: String, CodingKey {
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
  package struct Price: Codable, Equatable, Sendable {
    package var amount: Int
    package var audienceSubCategoryID: Int
    package var seatCategoryID: Int

    package enum CodingKeys: String, CodingKey {
      case amount
      case audienceSubCategoryID = "audienceSubCategoryId"
      case seatCategoryID = "seatCategoryId"
    }
  }

  /// A seat category and the areas it covers.
  package struct SeatCategory: Codable, Equatable, Sendable {
    package var areas: [Area]
    package var seatCategoryID: Int

    package enum CodingKeys: String, CodingKey {
      case areas
      case seatCategoryID = "seatCategoryId"
    }
  }

  /// An area of a venue and its blocks.
  package struct Area: Codable, Equatable, Sendable {
    package var areaID: Int
    /// Always empty in the corpus.
    package var blockIDs: [Int]

    package enum CodingKeys: String, CodingKey {
      case areaID = "areaId"
      case blockIDs = "blockIds"
    }
  }
}
