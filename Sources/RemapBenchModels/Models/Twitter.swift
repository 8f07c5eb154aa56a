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
package struct TwitterResponse: Codable, Equatable, Sendable {
  package var statuses: [Status]
  package var searchMetadata: SearchMetadata

  package enum CodingKeys: String, CodingKey {
    case statuses
    case searchMetadata = "search_metadata"
  }
}

extension TwitterResponse {
  /// One tweet.
  package struct Status: Codable, Equatable, Sendable {
    package var metadata: Metadata
    package var createdAt: String
    package var id: Int
    package var idString: String
    package var text: String
    package var source: String
    package var truncated: Bool
    /// `null` in 165 of 173 statuses.
    package var inReplyToStatusID: Int?
    /// `null` in 165 of 173 statuses.
    package var inReplyToStatusIDString: String?
    /// `null` in 161 of 173 statuses.
    package var inReplyToUserID: Int?
    /// `null` in 161 of 173 statuses.
    package var inReplyToUserIDString: String?
    /// `null` in 161 of 173 statuses.
    package var inReplyToScreenName: String?
    package var user: User
    /// Always `null` in the corpus.
    package var geo: Coordinates?
    /// Always `null` in the corpus.
    package var coordinates: Coordinates?
    /// Always `null` in the corpus.
    package var place: Place?
    /// Always `null` in the corpus; Twitter documents it as an array of user IDs.
    package var contributors: [Int]?
    /// The status this one retweets; missing in 100 of 173 statuses.
    ///
    /// Boxed, since a struct cannot contain itself.
    package var retweetedStatus: Indirect<Status>?
    package var retweetCount: Int
    package var favoriteCount: Int
    package var entities: Entities
    package var favorited: Bool
    package var retweeted: Bool
    /// Missing in 150 of 173 statuses.
    package var possiblySensitive: Bool?
    package var lang: String

    package enum CodingKeys: String, CodingKey {
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
  package struct Metadata: Codable, Equatable, Sendable {
    package var resultType: String
    package var isoLanguageCode: String

    package enum CodingKeys: String, CodingKey {
      case resultType = "result_type"
      case isoLanguageCode = "iso_language_code"
    }
  }

  /// The author of a status.
  package struct User: Codable, Equatable, Sendable {
    package var id: Int
    package var idString: String
    package var name: String
    package var screenName: String
    package var location: String
    package var description: String
    /// `null` in 155 of 173 users.
    package var url: String?
    package var entities: UserEntities
    package var protected: Bool
    package var followersCount: Int
    package var friendsCount: Int
    package var listedCount: Int
    package var createdAt: String
    package var favouritesCount: Int
    /// `null` in 143 of 173 users.
    package var utcOffset: Int?
    /// `null` in 143 of 173 users.
    package var timeZone: String?
    package var geoEnabled: Bool
    package var verified: Bool
    package var statusesCount: Int
    package var lang: String
    package var contributorsEnabled: Bool
    package var isTranslator: Bool
    package var isTranslationEnabled: Bool
    package var profileBackgroundColor: String
    package var profileBackgroundImageURL: String
    package var profileBackgroundImageURLHTTPS: String
    package var profileBackgroundTile: Bool
    package var profileImageURL: String
    package var profileImageURLHTTPS: String
    /// Missing in 16 of 173 users.
    package var profileBannerURL: String?
    package var profileLinkColor: String
    package var profileSidebarBorderColor: String
    package var profileSidebarFillColor: String
    package var profileTextColor: String
    package var profileUseBackgroundImage: Bool
    package var defaultProfile: Bool
    package var defaultProfileImage: Bool
    package var following: Bool
    package var followRequestSent: Bool
    package var notifications: Bool

    package enum CodingKeys: String, CodingKey {
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
  package struct UserEntities: Codable, Equatable, Sendable {
    /// Missing in 155 of 173 users (those without a profile URL).
    package var url: URLs?
    package var description: URLs

    package enum CodingKeys: String, CodingKey {
      case url
      case description
    }
  }

  /// A list of links, as in a user's entities.
  package struct URLs: Codable, Equatable, Sendable {
    package var urls: [URLEntity]

    package enum CodingKeys: String, CodingKey {
      case urls
    }
  }

  /// What Twitter recognized in a status's text.
  package struct Entities: Codable, Equatable, Sendable {
    package var hashtags: [Hashtag]
    /// Always empty in the corpus; a symbol has a hashtag's shape.
    package var symbols: [Hashtag]
    package var urls: [URLEntity]
    package var userMentions: [UserMention]
    /// Missing in 163 of 173 statuses.
    package var media: [Media]?

    package enum CodingKeys: String, CodingKey {
      case hashtags
      case symbols
      case urls
      case userMentions = "user_mentions"
      case media
    }
  }

  /// A hashtag (or a cashtag symbol) and where it is in the text.
  package struct Hashtag: Codable, Equatable, Sendable {
    package var text: String
    package var indices: [Int]

    package enum CodingKeys: String, CodingKey {
      case text
      case indices
    }
  }

  /// A link in a text, shortened, expanded and as displayed.
  package struct URLEntity: Codable, Equatable, Sendable {
    package var url: String
    package var expandedURL: String
    package var displayURL: String
    package var indices: [Int]

    package enum CodingKeys: String, CodingKey {
      case url
      case expandedURL = "expanded_url"
      case displayURL = "display_url"
      case indices
    }
  }

  /// A mention of another user.
  package struct UserMention: Codable, Equatable, Sendable {
    package var screenName: String
    package var name: String
    package var id: Int
    package var idString: String
    package var indices: [Int]

    package enum CodingKeys: String, CodingKey {
      case screenName = "screen_name"
      case name
      case id
      case idString = "id_str"
      case indices
    }
  }

  /// A photo attached to a status.
  package struct Media: Codable, Equatable, Sendable {
    package var id: Int
    package var idString: String
    package var indices: [Int]
    package var mediaURL: String
    package var mediaURLHTTPS: String
    package var url: String
    package var displayURL: String
    package var expandedURL: String
    package var type: String
    package var sizes: Sizes
    /// Missing in 5 of 10 media (those not from a retweeted status).
    package var sourceStatusID: Int?
    /// Missing in 5 of 10 media.
    package var sourceStatusIDString: String?

    package enum CodingKeys: String, CodingKey {
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
  package struct Sizes: Codable, Equatable, Sendable {
    package var medium: Size
    package var small: Size
    package var thumb: Size
    package var large: Size

    package enum CodingKeys: String, CodingKey {
      case medium
      case small
      case thumb
      case large
    }
  }

  /// One size of a photo.
  package struct Size: Codable, Equatable, Sendable {
    package var width: Int
    package var height: Int
    package var resize: String

    package enum CodingKeys: String, CodingKey {
      case width = "w"
      case height = "h"
      case resize
    }
  }

  /// A point, as in a status's `geo` and `coordinates` (always `null` in the corpus).
  package struct Coordinates: Codable, Equatable, Sendable {
    package var type: String
    package var coordinates: [Double]

    package enum CodingKeys: String, CodingKey {
      case type
      case coordinates
    }
  }

  /// The place a status was sent from (always `null` in the corpus): the fields a client
  /// usually reads.
  package struct Place: Codable, Equatable, Sendable {
    package var id: String
    package var url: String
    package var placeType: String
    package var name: String
    package var fullName: String
    package var countryCode: String
    package var country: String

    package enum CodingKeys: String, CodingKey {
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
  package struct SearchMetadata: Codable, Equatable, Sendable {
    package var completedIn: Double
    package var maxID: Int
    package var maxIDString: String
    package var nextResults: String
    package var query: String
    package var refreshURL: String
    package var count: Int
    package var sinceID: Int
    package var sinceIDString: String

    package enum CodingKeys: String, CodingKey {
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
