//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap

// The fast-path conformances of the citm_catalog.json model, written by hand exactly as `@Mappable`
// generates them (see `Mappable`): one reader call per stored property in declaration order,
// with the key `CodingKeys` gives it, `decodeIfPresent` and `encodeIfPresent` for optionals.

extension CitmCatalog: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    areaNames = try object.decode([String: String].self, forKey: "areaNames")
    audienceSubCategoryNames = try object.decode(
      [String: String].self, forKey: "audienceSubCategoryNames")
    blockNames = try object.decode([String: String].self, forKey: "blockNames")
    events = try object.decode([String: CitmCatalog.Event].self, forKey: "events")
    performances = try object.decode([CitmCatalog.Performance].self, forKey: "performances")
    seatCategoryNames = try object.decode([String: String].self, forKey: "seatCategoryNames")
    subTopicNames = try object.decode([String: String].self, forKey: "subTopicNames")
    subjectNames = try object.decode([String: String].self, forKey: "subjectNames")
    topicNames = try object.decode([String: String].self, forKey: "topicNames")
    topicSubTopics = try object.decode([String: [Int]].self, forKey: "topicSubTopics")
    venueNames = try object.decode([String: String].self, forKey: "venueNames")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(areaNames, forKey: "areaNames")
    try object.encode(audienceSubCategoryNames, forKey: "audienceSubCategoryNames")
    try object.encode(blockNames, forKey: "blockNames")
    try object.encode(events, forKey: "events")
    try object.encode(performances, forKey: "performances")
    try object.encode(seatCategoryNames, forKey: "seatCategoryNames")
    try object.encode(subTopicNames, forKey: "subTopicNames")
    try object.encode(subjectNames, forKey: "subjectNames")
    try object.encode(topicNames, forKey: "topicNames")
    try object.encode(topicSubTopics, forKey: "topicSubTopics")
    try object.encode(venueNames, forKey: "venueNames")
  }
}

extension CitmCatalog.Event: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    description = try object.decodeIfPresent(String.self, forKey: "description")
    id = try object.decode(Int.self, forKey: "id")
    logo = try object.decodeIfPresent(String.self, forKey: "logo")
    name = try object.decode(String.self, forKey: "name")
    subTopicIDs = try object.decode([Int].self, forKey: "subTopicIds")
    subjectCode = try object.decodeIfPresent(String.self, forKey: "subjectCode")
    subtitle = try object.decodeIfPresent(String.self, forKey: "subtitle")
    topicIDs = try object.decode([Int].self, forKey: "topicIds")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encodeIfPresent(description, forKey: "description")
    try object.encode(id, forKey: "id")
    try object.encodeIfPresent(logo, forKey: "logo")
    try object.encode(name, forKey: "name")
    try object.encode(subTopicIDs, forKey: "subTopicIds")
    try object.encodeIfPresent(subjectCode, forKey: "subjectCode")
    try object.encodeIfPresent(subtitle, forKey: "subtitle")
    try object.encode(topicIDs, forKey: "topicIds")
  }
}

extension CitmCatalog.Performance: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    eventID = try object.decode(Int.self, forKey: "eventId")
    id = try object.decode(Int.self, forKey: "id")
    logo = try object.decodeIfPresent(String.self, forKey: "logo")
    name = try object.decodeIfPresent(String.self, forKey: "name")
    prices = try object.decode([CitmCatalog.Price].self, forKey: "prices")
    seatCategories = try object.decode([CitmCatalog.SeatCategory].self, forKey: "seatCategories")
    seatMapImage = try object.decodeIfPresent(String.self, forKey: "seatMapImage")
    start = try object.decode(Int.self, forKey: "start")
    venueCode = try object.decode(String.self, forKey: "venueCode")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(eventID, forKey: "eventId")
    try object.encode(id, forKey: "id")
    try object.encodeIfPresent(logo, forKey: "logo")
    try object.encodeIfPresent(name, forKey: "name")
    try object.encode(prices, forKey: "prices")
    try object.encode(seatCategories, forKey: "seatCategories")
    try object.encodeIfPresent(seatMapImage, forKey: "seatMapImage")
    try object.encode(start, forKey: "start")
    try object.encode(venueCode, forKey: "venueCode")
  }
}

extension CitmCatalog.Price: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    amount = try object.decode(Int.self, forKey: "amount")
    audienceSubCategoryID = try object.decode(Int.self, forKey: "audienceSubCategoryId")
    seatCategoryID = try object.decode(Int.self, forKey: "seatCategoryId")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(amount, forKey: "amount")
    try object.encode(audienceSubCategoryID, forKey: "audienceSubCategoryId")
    try object.encode(seatCategoryID, forKey: "seatCategoryId")
  }
}

extension CitmCatalog.SeatCategory: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    areas = try object.decode([CitmCatalog.Area].self, forKey: "areas")
    seatCategoryID = try object.decode(Int.self, forKey: "seatCategoryId")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(areas, forKey: "areas")
    try object.encode(seatCategoryID, forKey: "seatCategoryId")
  }
}

extension CitmCatalog.Area: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    areaID = try object.decode(Int.self, forKey: "areaId")
    blockIDs = try object.decode([Int].self, forKey: "blockIds")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(areaID, forKey: "areaId")
    try object.encode(blockIDs, forKey: "blockIds")
  }
}
