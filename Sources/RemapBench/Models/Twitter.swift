//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapMacros

// The model of twitter.json, a Twitter search API response: 100 statuses (173 counting the
// retweeted statuses inside them), each with its user and entities, and the search metadata.
//
// Every key in the corpus is a stored property, named in Swift style with the exact JSON key
// in `@Key` where the two differ, so every decoder matches keys exactly and no key-decoding
// strategy is involved. `@Mappable` generates both the `Codable` conformance (JSONDecoder's
// rows, and Remap's "decode" and "encode" rows) and the fast path ("-mappable" rows). A property is optional exactly where the corpus has a `null` or leaves the key
// out; the comment on each says which. Dates stay `String`s, as Twitter writes them
// (`"Sun Aug 31 00:29:15 +0000 2014"`), so no date strategy is involved either.

/// A Twitter search API response: the statuses found and how the search ran.
@Mappable
struct TwitterResponse: Equatable, Sendable {
  var statuses: [Status]
  @Key("search_metadata") var searchMetadata: SearchMetadata
}

extension TwitterResponse {
  /// One tweet.
  @Mappable
  struct Status: Equatable, Sendable {
    var metadata: Metadata
    @Key("created_at") var createdAt: String
    var id: Int
    @Key("id_str") var idString: String
    var text: String
    var source: String
    var truncated: Bool
    /// `null` in 165 of 173 statuses.
    @Key("in_reply_to_status_id") var inReplyToStatusID: Int?
    /// `null` in 165 of 173 statuses.
    @Key("in_reply_to_status_id_str") var inReplyToStatusIDString: String?
    /// `null` in 161 of 173 statuses.
    @Key("in_reply_to_user_id") var inReplyToUserID: Int?
    /// `null` in 161 of 173 statuses.
    @Key("in_reply_to_user_id_str") var inReplyToUserIDString: String?
    /// `null` in 161 of 173 statuses.
    @Key("in_reply_to_screen_name") var inReplyToScreenName: String?
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
    @Key("retweeted_status") var retweetedStatus: Indirect<Status>?
    @Key("retweet_count") var retweetCount: Int
    @Key("favorite_count") var favoriteCount: Int
    var entities: Entities
    var favorited: Bool
    var retweeted: Bool
    /// Missing in 150 of 173 statuses.
    @Key("possibly_sensitive") var possiblySensitive: Bool?
    var lang: String
  }

  /// Why a status was in the results.
  @Mappable
  struct Metadata: Equatable, Sendable {
    @Key("result_type") var resultType: String
    @Key("iso_language_code") var isoLanguageCode: String
  }

  /// The author of a status.
  @Mappable
  struct User: Equatable, Sendable {
    var id: Int
    @Key("id_str") var idString: String
    var name: String
    @Key("screen_name") var screenName: String
    var location: String
    var description: String
    /// `null` in 155 of 173 users.
    var url: String?
    var entities: UserEntities
    var protected: Bool
    @Key("followers_count") var followersCount: Int
    @Key("friends_count") var friendsCount: Int
    @Key("listed_count") var listedCount: Int
    @Key("created_at") var createdAt: String
    @Key("favourites_count") var favouritesCount: Int
    /// `null` in 143 of 173 users.
    @Key("utc_offset") var utcOffset: Int?
    /// `null` in 143 of 173 users.
    @Key("time_zone") var timeZone: String?
    @Key("geo_enabled") var geoEnabled: Bool
    var verified: Bool
    @Key("statuses_count") var statusesCount: Int
    var lang: String
    @Key("contributors_enabled") var contributorsEnabled: Bool
    @Key("is_translator") var isTranslator: Bool
    @Key("is_translation_enabled") var isTranslationEnabled: Bool
    @Key("profile_background_color") var profileBackgroundColor: String
    @Key("profile_background_image_url") var profileBackgroundImageURL: String
    @Key("profile_background_image_url_https") var profileBackgroundImageURLHTTPS: String
    @Key("profile_background_tile") var profileBackgroundTile: Bool
    @Key("profile_image_url") var profileImageURL: String
    @Key("profile_image_url_https") var profileImageURLHTTPS: String
    /// Missing in 16 of 173 users.
    @Key("profile_banner_url") var profileBannerURL: String?
    @Key("profile_link_color") var profileLinkColor: String
    @Key("profile_sidebar_border_color") var profileSidebarBorderColor: String
    @Key("profile_sidebar_fill_color") var profileSidebarFillColor: String
    @Key("profile_text_color") var profileTextColor: String
    @Key("profile_use_background_image") var profileUseBackgroundImage: Bool
    @Key("default_profile") var defaultProfile: Bool
    @Key("default_profile_image") var defaultProfileImage: Bool
    var following: Bool
    @Key("follow_request_sent") var followRequestSent: Bool
    var notifications: Bool
  }

  /// The links in a user's profile URL and description.
  @Mappable
  struct UserEntities: Equatable, Sendable {
    /// Missing in 155 of 173 users (those without a profile URL).
    var url: URLs?
    var description: URLs
  }

  /// A list of links, as in a user's entities.
  @Mappable
  struct URLs: Equatable, Sendable {
    var urls: [URLEntity]
  }

  /// What Twitter recognized in a status's text.
  @Mappable
  struct Entities: Equatable, Sendable {
    var hashtags: [Hashtag]
    /// Always empty in the corpus; a symbol has a hashtag's shape.
    var symbols: [Hashtag]
    var urls: [URLEntity]
    @Key("user_mentions") var userMentions: [UserMention]
    /// Missing in 163 of 173 statuses.
    var media: [Media]?
  }

  /// A hashtag (or a cashtag symbol) and where it is in the text.
  @Mappable
  struct Hashtag: Equatable, Sendable {
    var text: String
    var indices: [Int]
  }

  /// A link in a text, shortened, expanded and as displayed.
  @Mappable
  struct URLEntity: Equatable, Sendable {
    var url: String
    @Key("expanded_url") var expandedURL: String
    @Key("display_url") var displayURL: String
    var indices: [Int]
  }

  /// A mention of another user.
  @Mappable
  struct UserMention: Equatable, Sendable {
    @Key("screen_name") var screenName: String
    var name: String
    var id: Int
    @Key("id_str") var idString: String
    var indices: [Int]
  }

  /// A photo attached to a status.
  @Mappable
  struct Media: Equatable, Sendable {
    var id: Int
    @Key("id_str") var idString: String
    var indices: [Int]
    @Key("media_url") var mediaURL: String
    @Key("media_url_https") var mediaURLHTTPS: String
    var url: String
    @Key("display_url") var displayURL: String
    @Key("expanded_url") var expandedURL: String
    var type: String
    var sizes: Sizes
    /// Missing in 5 of 10 media (those not from a retweeted status).
    @Key("source_status_id") var sourceStatusID: Int?
    /// Missing in 5 of 10 media.
    @Key("source_status_id_str") var sourceStatusIDString: String?
  }

  /// The sizes a photo is available in.
  @Mappable
  struct Sizes: Equatable, Sendable {
    var medium: Size
    var small: Size
    var thumb: Size
    var large: Size
  }

  /// One size of a photo.
  @Mappable
  struct Size: Equatable, Sendable {
    @Key("w") var width: Int
    @Key("h") var height: Int
    var resize: String
  }

  /// A point, as in a status's `geo` and `coordinates` (always `null` in the corpus).
  @Mappable
  struct Coordinates: Equatable, Sendable {
    var type: String
    var coordinates: [Double]
  }

  /// The place a status was sent from (always `null` in the corpus): the fields a client
  /// usually reads.
  @Mappable
  struct Place: Equatable, Sendable {
    var id: String
    var url: String
    @Key("place_type") var placeType: String
    var name: String
    @Key("full_name") var fullName: String
    @Key("country_code") var countryCode: String
    var country: String
  }

  /// How the search ran, and the queries for the next and newer pages.
  @Mappable
  struct SearchMetadata: Equatable, Sendable {
    @Key("completed_in") var completedIn: Double
    @Key("max_id") var maxID: Int
    @Key("max_id_str") var maxIDString: String
    @Key("next_results") var nextResults: String
    var query: String
    @Key("refresh_url") var refreshURL: String
    var count: Int
    @Key("since_id") var sinceID: Int
    @Key("since_id_str") var sinceIDString: String
  }
}
