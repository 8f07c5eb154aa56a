//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The model of twitter.json, a Twitter search API response: 100 statuses (173 counting the
// retweeted statuses inside them), each with its user and entities, and the search metadata.
//
// Every key in the corpus is a stored property, named in Swift style with the exact JSON key
// in `CodingKeys`, so every decoder matches keys exactly and no key-decoding strategy is
// involved. A property is optional exactly where the corpus has a `null` or leaves the key
// out; the comment on each says which. Dates stay `String`s, as Twitter writes them
// (`"Sun Aug 31 00:29:15 +0000 2014"`), so no date strategy is involved either.

/// A Twitter search API response: the statuses found and how the search ran.
struct TwitterResponse: Codable, Equatable, Sendable {
  var statuses: [Status]
  var searchMetadata: SearchMetadata

  enum CodingKeys: String, CodingKey {
    case statuses
    case searchMetadata = "search_metadata"
  }
}

extension TwitterResponse {
  /// One tweet.
  struct Status: Codable, Equatable, Sendable {
    var metadata: Metadata
    var createdAt: String
    var id: Int
    var idString: String
    var text: String
    var source: String
    var truncated: Bool
    /// `null` in 165 of 173 statuses.
    var inReplyToStatusID: Int?
    /// `null` in 165 of 173 statuses.
    var inReplyToStatusIDString: String?
    /// `null` in 161 of 173 statuses.
    var inReplyToUserID: Int?
    /// `null` in 161 of 173 statuses.
    var inReplyToUserIDString: String?
    /// `null` in 161 of 173 statuses.
    var inReplyToScreenName: String?
    var user: User
    /// Always `null` in the corpus.
    var geo: Coordinates?
    /// Always `null` in the corpus.
    var coordinates: Coordinates?
    /// Always `null` in the corpus.
    var place: Place?
    /// Always `null` in the corpus; Twitter documents it as an array of user IDs.
    var contributors: [Int]?
    /// The status this one retweets; missing in 100 of 173 statuses.
    ///
    /// Boxed, since a struct cannot contain itself.
    var retweetedStatus: Indirect<Status>?
    var retweetCount: Int
    var favoriteCount: Int
    var entities: Entities
    var favorited: Bool
    var retweeted: Bool
    /// Missing in 150 of 173 statuses.
    var possiblySensitive: Bool?
    var lang: String

    enum CodingKeys: String, CodingKey {
      case metadata
      case createdAt = "created_at"
      case id
      case idString = "id_str"
      case text
      case source
      case truncated
      case inReplyToStatusID = "in_reply_to_status_id"
      case inReplyToStatusIDString = "in_reply_to_status_id_str"
      case inReplyToUserID = "in_reply_to_user_id"
      case inReplyToUserIDString = "in_reply_to_user_id_str"
      case inReplyToScreenName = "in_reply_to_screen_name"
      case user
      case geo
      case coordinates
      case place
      case contributors
      case retweetedStatus = "retweeted_status"
      case retweetCount = "retweet_count"
      case favoriteCount = "favorite_count"
      case entities
      case favorited
      case retweeted
      case possiblySensitive = "possibly_sensitive"
      case lang
    }
  }

  /// Why a status was in the results.
  struct Metadata: Codable, Equatable, Sendable {
    var resultType: String
    var isoLanguageCode: String

    enum CodingKeys: String, CodingKey {
      case resultType = "result_type"
      case isoLanguageCode = "iso_language_code"
    }
  }

  /// The author of a status.
  struct User: Codable, Equatable, Sendable {
    var id: Int
    var idString: String
    var name: String
    var screenName: String
    var location: String
    var description: String
    /// `null` in 155 of 173 users.
    var url: String?
    var entities: UserEntities
    var protected: Bool
    var followersCount: Int
    var friendsCount: Int
    var listedCount: Int
    var createdAt: String
    var favouritesCount: Int
    /// `null` in 143 of 173 users.
    var utcOffset: Int?
    /// `null` in 143 of 173 users.
    var timeZone: String?
    var geoEnabled: Bool
    var verified: Bool
    var statusesCount: Int
    var lang: String
    var contributorsEnabled: Bool
    var isTranslator: Bool
    var isTranslationEnabled: Bool
    var profileBackgroundColor: String
    var profileBackgroundImageURL: String
    var profileBackgroundImageURLHTTPS: String
    var profileBackgroundTile: Bool
    var profileImageURL: String
    var profileImageURLHTTPS: String
    /// Missing in 16 of 173 users.
    var profileBannerURL: String?
    var profileLinkColor: String
    var profileSidebarBorderColor: String
    var profileSidebarFillColor: String
    var profileTextColor: String
    var profileUseBackgroundImage: Bool
    var defaultProfile: Bool
    var defaultProfileImage: Bool
    var following: Bool
    var followRequestSent: Bool
    var notifications: Bool

    enum CodingKeys: String, CodingKey {
      case id
      case idString = "id_str"
      case name
      case screenName = "screen_name"
      case location
      case description
      case url
      case entities
      case protected
      case followersCount = "followers_count"
      case friendsCount = "friends_count"
      case listedCount = "listed_count"
      case createdAt = "created_at"
      case favouritesCount = "favourites_count"
      case utcOffset = "utc_offset"
      case timeZone = "time_zone"
      case geoEnabled = "geo_enabled"
      case verified
      case statusesCount = "statuses_count"
      case lang
      case contributorsEnabled = "contributors_enabled"
      case isTranslator = "is_translator"
      case isTranslationEnabled = "is_translation_enabled"
      case profileBackgroundColor = "profile_background_color"
      case profileBackgroundImageURL = "profile_background_image_url"
      case profileBackgroundImageURLHTTPS = "profile_background_image_url_https"
      case profileBackgroundTile = "profile_background_tile"
      case profileImageURL = "profile_image_url"
      case profileImageURLHTTPS = "profile_image_url_https"
      case profileBannerURL = "profile_banner_url"
      case profileLinkColor = "profile_link_color"
      case profileSidebarBorderColor = "profile_sidebar_border_color"
      case profileSidebarFillColor = "profile_sidebar_fill_color"
      case profileTextColor = "profile_text_color"
      case profileUseBackgroundImage = "profile_use_background_image"
      case defaultProfile = "default_profile"
      case defaultProfileImage = "default_profile_image"
      case following
      case followRequestSent = "follow_request_sent"
      case notifications
    }
  }

  /// The links in a user's profile URL and description.
  struct UserEntities: Codable, Equatable, Sendable {
    /// Missing in 155 of 173 users (those without a profile URL).
    var url: URLs?
    var description: URLs

    enum CodingKeys: String, CodingKey {
      case url
      case description
    }
  }

  /// A list of links, as in a user's entities.
  struct URLs: Codable, Equatable, Sendable {
    var urls: [URLEntity]

    enum CodingKeys: String, CodingKey {
      case urls
    }
  }

  /// What Twitter recognized in a status's text.
  struct Entities: Codable, Equatable, Sendable {
    var hashtags: [Hashtag]
    /// Always empty in the corpus; a symbol has a hashtag's shape.
    var symbols: [Hashtag]
    var urls: [URLEntity]
    var userMentions: [UserMention]
    /// Missing in 163 of 173 statuses.
    var media: [Media]?

    enum CodingKeys: String, CodingKey {
      case hashtags
      case symbols
      case urls
      case userMentions = "user_mentions"
      case media
    }
  }

  /// A hashtag (or a cashtag symbol) and where it is in the text.
  struct Hashtag: Codable, Equatable, Sendable {
    var text: String
    var indices: [Int]

    enum CodingKeys: String, CodingKey {
      case text
      case indices
    }
  }

  /// A link in a text, shortened, expanded and as displayed.
  struct URLEntity: Codable, Equatable, Sendable {
    var url: String
    var expandedURL: String
    var displayURL: String
    var indices: [Int]

    enum CodingKeys: String, CodingKey {
      case url
      case expandedURL = "expanded_url"
      case displayURL = "display_url"
      case indices
    }
  }

  /// A mention of another user.
  struct UserMention: Codable, Equatable, Sendable {
    var screenName: String
    var name: String
    var id: Int
    var idString: String
    var indices: [Int]

    enum CodingKeys: String, CodingKey {
      case screenName = "screen_name"
      case name
      case id
      case idString = "id_str"
      case indices
    }
  }

  /// A photo attached to a status.
  struct Media: Codable, Equatable, Sendable {
    var id: Int
    var idString: String
    var indices: [Int]
    var mediaURL: String
    var mediaURLHTTPS: String
    var url: String
    var displayURL: String
    var expandedURL: String
    var type: String
    var sizes: Sizes
    /// Missing in 5 of 10 media (those not from a retweeted status).
    var sourceStatusID: Int?
    /// Missing in 5 of 10 media.
    var sourceStatusIDString: String?

    enum CodingKeys: String, CodingKey {
      case id
      case idString = "id_str"
      case indices
      case mediaURL = "media_url"
      case mediaURLHTTPS = "media_url_https"
      case url
      case displayURL = "display_url"
      case expandedURL = "expanded_url"
      case type
      case sizes
      case sourceStatusID = "source_status_id"
      case sourceStatusIDString = "source_status_id_str"
    }
  }

  /// The sizes a photo is available in.
  struct Sizes: Codable, Equatable, Sendable {
    var medium: Size
    var small: Size
    var thumb: Size
    var large: Size

    enum CodingKeys: String, CodingKey {
      case medium
      case small
      case thumb
      case large
    }
  }

  /// One size of a photo.
  struct Size: Codable, Equatable, Sendable {
    var width: Int
    var height: Int
    var resize: String

    enum CodingKeys: String, CodingKey {
      case width = "w"
      case height = "h"
      case resize
    }
  }

  /// A point, as in a status's `geo` and `coordinates` (always `null` in the corpus).
  struct Coordinates: Codable, Equatable, Sendable {
    var type: String
    var coordinates: [Double]

    enum CodingKeys: String, CodingKey {
      case type
      case coordinates
    }
  }

  /// The place a status was sent from (always `null` in the corpus): the fields a client
  /// usually reads.
  struct Place: Codable, Equatable, Sendable {
    var id: String
    var url: String
    var placeType: String
    var name: String
    var fullName: String
    var countryCode: String
    var country: String

    enum CodingKeys: String, CodingKey {
      case id
      case url
      case placeType = "place_type"
      case name
      case fullName = "full_name"
      case countryCode = "country_code"
      case country
    }
  }

  /// How the search ran, and the queries for the next and newer pages.
  struct SearchMetadata: Codable, Equatable, Sendable {
    var completedIn: Double
    var maxID: Int
    var maxIDString: String
    var nextResults: String
    var query: String
    var refreshURL: String
    var count: Int
    var sinceID: Int
    var sinceIDString: String

    enum CodingKeys: String, CodingKey {
      case completedIn = "completed_in"
      case maxID = "max_id"
      case maxIDString = "max_id_str"
      case nextResults = "next_results"
      case query
      case refreshURL = "refresh_url"
      case count
      case sinceID = "since_id"
      case sinceIDString = "since_id_str"
    }
  }
}
