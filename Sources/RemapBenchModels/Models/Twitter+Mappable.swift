//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap

// The fast-path conformances of the twitter.json model, written by hand exactly as `@Mappable`
// generates them (see `Mappable`): one reader call per stored property in declaration order,
// with the key `CodingKeys` gives it, `decodeIfPresent` and `encodeIfPresent` for optionals.

extension TwitterResponse: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    statuses = try object.decode([TwitterResponse.Status].self, forKey: "statuses")
    searchMetadata = try object.decode(
      TwitterResponse.SearchMetadata.self, forKey: "search_metadata")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(statuses, forKey: "statuses")
    try object.encode(searchMetadata, forKey: "search_metadata")
  }
}

extension TwitterResponse.Status: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    metadata = try object.decode(TwitterResponse.Metadata.self, forKey: "metadata")
    createdAt = try object.decode(String.self, forKey: "created_at")
    id = try object.decode(Int.self, forKey: "id")
    idString = try object.decode(String.self, forKey: "id_str")
    text = try object.decode(String.self, forKey: "text")
    source = try object.decode(String.self, forKey: "source")
    truncated = try object.decode(Bool.self, forKey: "truncated")
    inReplyToStatusID = try object.decodeIfPresent(Int.self, forKey: "in_reply_to_status_id")
    inReplyToStatusIDString = try object.decodeIfPresent(
      String.self, forKey: "in_reply_to_status_id_str")
    inReplyToUserID = try object.decodeIfPresent(Int.self, forKey: "in_reply_to_user_id")
    inReplyToUserIDString = try object.decodeIfPresent(
      String.self, forKey: "in_reply_to_user_id_str")
    inReplyToScreenName = try object.decodeIfPresent(String.self, forKey: "in_reply_to_screen_name")
    user = try object.decode(TwitterResponse.User.self, forKey: "user")
    geo = try object.decodeIfPresent(TwitterResponse.Coordinates.self, forKey: "geo")
    coordinates = try object.decodeIfPresent(
      TwitterResponse.Coordinates.self, forKey: "coordinates")
    place = try object.decodeIfPresent(TwitterResponse.Place.self, forKey: "place")
    contributors = try object.decodeIfPresent([Int].self, forKey: "contributors")
    retweetedStatus = try object.decodeIfPresent(
      Indirect<TwitterResponse.Status>.self, forKey: "retweeted_status")
    retweetCount = try object.decode(Int.self, forKey: "retweet_count")
    favoriteCount = try object.decode(Int.self, forKey: "favorite_count")
    entities = try object.decode(TwitterResponse.Entities.self, forKey: "entities")
    favorited = try object.decode(Bool.self, forKey: "favorited")
    retweeted = try object.decode(Bool.self, forKey: "retweeted")
    possiblySensitive = try object.decodeIfPresent(Bool.self, forKey: "possibly_sensitive")
    lang = try object.decode(String.self, forKey: "lang")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(metadata, forKey: "metadata")
    try object.encode(createdAt, forKey: "created_at")
    try object.encode(id, forKey: "id")
    try object.encode(idString, forKey: "id_str")
    try object.encode(text, forKey: "text")
    try object.encode(source, forKey: "source")
    try object.encode(truncated, forKey: "truncated")
    try object.encodeIfPresent(inReplyToStatusID, forKey: "in_reply_to_status_id")
    try object.encodeIfPresent(inReplyToStatusIDString, forKey: "in_reply_to_status_id_str")
    try object.encodeIfPresent(inReplyToUserID, forKey: "in_reply_to_user_id")
    try object.encodeIfPresent(inReplyToUserIDString, forKey: "in_reply_to_user_id_str")
    try object.encodeIfPresent(inReplyToScreenName, forKey: "in_reply_to_screen_name")
    try object.encode(user, forKey: "user")
    try object.encodeIfPresent(geo, forKey: "geo")
    try object.encodeIfPresent(coordinates, forKey: "coordinates")
    try object.encodeIfPresent(place, forKey: "place")
    try object.encodeIfPresent(contributors, forKey: "contributors")
    try object.encodeIfPresent(retweetedStatus, forKey: "retweeted_status")
    try object.encode(retweetCount, forKey: "retweet_count")
    try object.encode(favoriteCount, forKey: "favorite_count")
    try object.encode(entities, forKey: "entities")
    try object.encode(favorited, forKey: "favorited")
    try object.encode(retweeted, forKey: "retweeted")
    try object.encodeIfPresent(possiblySensitive, forKey: "possibly_sensitive")
    try object.encode(lang, forKey: "lang")
  }
}

extension TwitterResponse.Metadata: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    resultType = try object.decode(String.self, forKey: "result_type")
    isoLanguageCode = try object.decode(String.self, forKey: "iso_language_code")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(resultType, forKey: "result_type")
    try object.encode(isoLanguageCode, forKey: "iso_language_code")
  }
}

extension TwitterResponse.User: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    id = try object.decode(Int.self, forKey: "id")
    idString = try object.decode(String.self, forKey: "id_str")
    name = try object.decode(String.self, forKey: "name")
    screenName = try object.decode(String.self, forKey: "screen_name")
    location = try object.decode(String.self, forKey: "location")
    description = try object.decode(String.self, forKey: "description")
    url = try object.decodeIfPresent(String.self, forKey: "url")
    entities = try object.decode(TwitterResponse.UserEntities.self, forKey: "entities")
    protected = try object.decode(Bool.self, forKey: "protected")
    followersCount = try object.decode(Int.self, forKey: "followers_count")
    friendsCount = try object.decode(Int.self, forKey: "friends_count")
    listedCount = try object.decode(Int.self, forKey: "listed_count")
    createdAt = try object.decode(String.self, forKey: "created_at")
    favouritesCount = try object.decode(Int.self, forKey: "favourites_count")
    utcOffset = try object.decodeIfPresent(Int.self, forKey: "utc_offset")
    timeZone = try object.decodeIfPresent(String.self, forKey: "time_zone")
    geoEnabled = try object.decode(Bool.self, forKey: "geo_enabled")
    verified = try object.decode(Bool.self, forKey: "verified")
    statusesCount = try object.decode(Int.self, forKey: "statuses_count")
    lang = try object.decode(String.self, forKey: "lang")
    contributorsEnabled = try object.decode(Bool.self, forKey: "contributors_enabled")
    isTranslator = try object.decode(Bool.self, forKey: "is_translator")
    isTranslationEnabled = try object.decode(Bool.self, forKey: "is_translation_enabled")
    profileBackgroundColor = try object.decode(String.self, forKey: "profile_background_color")
    profileBackgroundImageURL = try object.decode(
      String.self, forKey: "profile_background_image_url")
    profileBackgroundImageURLHTTPS = try object.decode(
      String.self, forKey: "profile_background_image_url_https")
    profileBackgroundTile = try object.decode(Bool.self, forKey: "profile_background_tile")
    profileImageURL = try object.decode(String.self, forKey: "profile_image_url")
    profileImageURLHTTPS = try object.decode(String.self, forKey: "profile_image_url_https")
    profileBannerURL = try object.decodeIfPresent(String.self, forKey: "profile_banner_url")
    profileLinkColor = try object.decode(String.self, forKey: "profile_link_color")
    profileSidebarBorderColor = try object.decode(
      String.self, forKey: "profile_sidebar_border_color")
    profileSidebarFillColor = try object.decode(String.self, forKey: "profile_sidebar_fill_color")
    profileTextColor = try object.decode(String.self, forKey: "profile_text_color")
    profileUseBackgroundImage = try object.decode(Bool.self, forKey: "profile_use_background_image")
    defaultProfile = try object.decode(Bool.self, forKey: "default_profile")
    defaultProfileImage = try object.decode(Bool.self, forKey: "default_profile_image")
    following = try object.decode(Bool.self, forKey: "following")
    followRequestSent = try object.decode(Bool.self, forKey: "follow_request_sent")
    notifications = try object.decode(Bool.self, forKey: "notifications")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(id, forKey: "id")
    try object.encode(idString, forKey: "id_str")
    try object.encode(name, forKey: "name")
    try object.encode(screenName, forKey: "screen_name")
    try object.encode(location, forKey: "location")
    try object.encode(description, forKey: "description")
    try object.encodeIfPresent(url, forKey: "url")
    try object.encode(entities, forKey: "entities")
    try object.encode(protected, forKey: "protected")
    try object.encode(followersCount, forKey: "followers_count")
    try object.encode(friendsCount, forKey: "friends_count")
    try object.encode(listedCount, forKey: "listed_count")
    try object.encode(createdAt, forKey: "created_at")
    try object.encode(favouritesCount, forKey: "favourites_count")
    try object.encodeIfPresent(utcOffset, forKey: "utc_offset")
    try object.encodeIfPresent(timeZone, forKey: "time_zone")
    try object.encode(geoEnabled, forKey: "geo_enabled")
    try object.encode(verified, forKey: "verified")
    try object.encode(statusesCount, forKey: "statuses_count")
    try object.encode(lang, forKey: "lang")
    try object.encode(contributorsEnabled, forKey: "contributors_enabled")
    try object.encode(isTranslator, forKey: "is_translator")
    try object.encode(isTranslationEnabled, forKey: "is_translation_enabled")
    try object.encode(profileBackgroundColor, forKey: "profile_background_color")
    try object.encode(profileBackgroundImageURL, forKey: "profile_background_image_url")
    try object.encode(profileBackgroundImageURLHTTPS, forKey: "profile_background_image_url_https")
    try object.encode(profileBackgroundTile, forKey: "profile_background_tile")
    try object.encode(profileImageURL, forKey: "profile_image_url")
    try object.encode(profileImageURLHTTPS, forKey: "profile_image_url_https")
    try object.encodeIfPresent(profileBannerURL, forKey: "profile_banner_url")
    try object.encode(profileLinkColor, forKey: "profile_link_color")
    try object.encode(profileSidebarBorderColor, forKey: "profile_sidebar_border_color")
    try object.encode(profileSidebarFillColor, forKey: "profile_sidebar_fill_color")
    try object.encode(profileTextColor, forKey: "profile_text_color")
    try object.encode(profileUseBackgroundImage, forKey: "profile_use_background_image")
    try object.encode(defaultProfile, forKey: "default_profile")
    try object.encode(defaultProfileImage, forKey: "default_profile_image")
    try object.encode(following, forKey: "following")
    try object.encode(followRequestSent, forKey: "follow_request_sent")
    try object.encode(notifications, forKey: "notifications")
  }
}

extension TwitterResponse.UserEntities: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    url = try object.decodeIfPresent(TwitterResponse.URLs.self, forKey: "url")
    description = try object.decode(TwitterResponse.URLs.self, forKey: "description")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encodeIfPresent(url, forKey: "url")
    try object.encode(description, forKey: "description")
  }
}

extension TwitterResponse.URLs: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    urls = try object.decode([TwitterResponse.URLEntity].self, forKey: "urls")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(urls, forKey: "urls")
  }
}

extension TwitterResponse.Entities: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    hashtags = try object.decode([TwitterResponse.Hashtag].self, forKey: "hashtags")
    symbols = try object.decode([TwitterResponse.Hashtag].self, forKey: "symbols")
    urls = try object.decode([TwitterResponse.URLEntity].self, forKey: "urls")
    userMentions = try object.decode([TwitterResponse.UserMention].self, forKey: "user_mentions")
    media = try object.decodeIfPresent([TwitterResponse.Media].self, forKey: "media")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(hashtags, forKey: "hashtags")
    try object.encode(symbols, forKey: "symbols")
    try object.encode(urls, forKey: "urls")
    try object.encode(userMentions, forKey: "user_mentions")
    try object.encodeIfPresent(media, forKey: "media")
  }
}

extension TwitterResponse.Hashtag: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    text = try object.decode(String.self, forKey: "text")
    indices = try object.decode([Int].self, forKey: "indices")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(text, forKey: "text")
    try object.encode(indices, forKey: "indices")
  }
}

extension TwitterResponse.URLEntity: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    url = try object.decode(String.self, forKey: "url")
    expandedURL = try object.decode(String.self, forKey: "expanded_url")
    displayURL = try object.decode(String.self, forKey: "display_url")
    indices = try object.decode([Int].self, forKey: "indices")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(url, forKey: "url")
    try object.encode(expandedURL, forKey: "expanded_url")
    try object.encode(displayURL, forKey: "display_url")
    try object.encode(indices, forKey: "indices")
  }
}

extension TwitterResponse.UserMention: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    screenName = try object.decode(String.self, forKey: "screen_name")
    name = try object.decode(String.self, forKey: "name")
    id = try object.decode(Int.self, forKey: "id")
    idString = try object.decode(String.self, forKey: "id_str")
    indices = try object.decode([Int].self, forKey: "indices")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(screenName, forKey: "screen_name")
    try object.encode(name, forKey: "name")
    try object.encode(id, forKey: "id")
    try object.encode(idString, forKey: "id_str")
    try object.encode(indices, forKey: "indices")
  }
}

extension TwitterResponse.Media: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    id = try object.decode(Int.self, forKey: "id")
    idString = try object.decode(String.self, forKey: "id_str")
    indices = try object.decode([Int].self, forKey: "indices")
    mediaURL = try object.decode(String.self, forKey: "media_url")
    mediaURLHTTPS = try object.decode(String.self, forKey: "media_url_https")
    url = try object.decode(String.self, forKey: "url")
    displayURL = try object.decode(String.self, forKey: "display_url")
    expandedURL = try object.decode(String.self, forKey: "expanded_url")
    type = try object.decode(String.self, forKey: "type")
    sizes = try object.decode(TwitterResponse.Sizes.self, forKey: "sizes")
    sourceStatusID = try object.decodeIfPresent(Int.self, forKey: "source_status_id")
    sourceStatusIDString = try object.decodeIfPresent(String.self, forKey: "source_status_id_str")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(id, forKey: "id")
    try object.encode(idString, forKey: "id_str")
    try object.encode(indices, forKey: "indices")
    try object.encode(mediaURL, forKey: "media_url")
    try object.encode(mediaURLHTTPS, forKey: "media_url_https")
    try object.encode(url, forKey: "url")
    try object.encode(displayURL, forKey: "display_url")
    try object.encode(expandedURL, forKey: "expanded_url")
    try object.encode(type, forKey: "type")
    try object.encode(sizes, forKey: "sizes")
    try object.encodeIfPresent(sourceStatusID, forKey: "source_status_id")
    try object.encodeIfPresent(sourceStatusIDString, forKey: "source_status_id_str")
  }
}

extension TwitterResponse.Sizes: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    medium = try object.decode(TwitterResponse.Size.self, forKey: "medium")
    small = try object.decode(TwitterResponse.Size.self, forKey: "small")
    thumb = try object.decode(TwitterResponse.Size.self, forKey: "thumb")
    large = try object.decode(TwitterResponse.Size.self, forKey: "large")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(medium, forKey: "medium")
    try object.encode(small, forKey: "small")
    try object.encode(thumb, forKey: "thumb")
    try object.encode(large, forKey: "large")
  }
}

extension TwitterResponse.Size: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    width = try object.decode(Int.self, forKey: "w")
    height = try object.decode(Int.self, forKey: "h")
    resize = try object.decode(String.self, forKey: "resize")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(width, forKey: "w")
    try object.encode(height, forKey: "h")
    try object.encode(resize, forKey: "resize")
  }
}

extension TwitterResponse.Coordinates: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    type = try object.decode(String.self, forKey: "type")
    coordinates = try object.decode([Double].self, forKey: "coordinates")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(type, forKey: "type")
    try object.encode(coordinates, forKey: "coordinates")
  }
}

extension TwitterResponse.Place: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    id = try object.decode(String.self, forKey: "id")
    url = try object.decode(String.self, forKey: "url")
    placeType = try object.decode(String.self, forKey: "place_type")
    name = try object.decode(String.self, forKey: "name")
    fullName = try object.decode(String.self, forKey: "full_name")
    countryCode = try object.decode(String.self, forKey: "country_code")
    country = try object.decode(String.self, forKey: "country")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(id, forKey: "id")
    try object.encode(url, forKey: "url")
    try object.encode(placeType, forKey: "place_type")
    try object.encode(name, forKey: "name")
    try object.encode(fullName, forKey: "full_name")
    try object.encode(countryCode, forKey: "country_code")
    try object.encode(country, forKey: "country")
  }
}

extension TwitterResponse.SearchMetadata: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    completedIn = try object.decode(Double.self, forKey: "completed_in")
    maxID = try object.decode(Int.self, forKey: "max_id")
    maxIDString = try object.decode(String.self, forKey: "max_id_str")
    nextResults = try object.decode(String.self, forKey: "next_results")
    query = try object.decode(String.self, forKey: "query")
    refreshURL = try object.decode(String.self, forKey: "refresh_url")
    count = try object.decode(Int.self, forKey: "count")
    sinceID = try object.decode(Int.self, forKey: "since_id")
    sinceIDString = try object.decode(String.self, forKey: "since_id_str")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(completedIn, forKey: "completed_in")
    try object.encode(maxID, forKey: "max_id")
    try object.encode(maxIDString, forKey: "max_id_str")
    try object.encode(nextResults, forKey: "next_results")
    try object.encode(query, forKey: "query")
    try object.encode(refreshURL, forKey: "refresh_url")
    try object.encode(count, forKey: "count")
    try object.encode(sinceID, forKey: "since_id")
    try object.encode(sinceIDString, forKey: "since_id_str")
  }
}
