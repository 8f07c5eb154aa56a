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
package struct TwitterResponse: Equatable, Sendable {
  package var statuses: [Status]
  @Key("search_metadata") package var searchMetadata: SearchMetadata
}

extension TwitterResponse {
  /// One tweet.
  @Mappable
  package struct Status: Equatable, Sendable {
    package var metadata: Metadata
    @Key("created_at") package var createdAt: String
    package var id: Int
    @Key("id_str") package var idString: String
    package var text: String
    package var source: String
    package var truncated: Bool
    /// `null` in 165 of 173 statuses.
    @Key("in_reply_to_status_id") package var inReplyToStatusID: Int?
    /// `null` in 165 of 173 statuses.
    @Key("in_reply_to_status_id_str") package var inReplyToStatusIDString: String?
    /// `null` in 161 of 173 statuses.
    @Key("in_reply_to_user_id") package var inReplyToUserID: Int?
    /// `null` in 161 of 173 statuses.
    @Key("in_reply_to_user_id_str") package var inReplyToUserIDString: String?
    /// `null` in 161 of 173 statuses.
    @Key("in_reply_to_screen_name") package var inReplyToScreenName: String?
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
    @Key("retweeted_status") package var retweetedStatus: Indirect<Status>?
    @Key("retweet_count") package var retweetCount: Int
    @Key("favorite_count") package var favoriteCount: Int
    package var entities: Entities
    package var favorited: Bool
    package var retweeted: Bool
    /// Missing in 150 of 173 statuses.
    @Key("possibly_sensitive") package var possiblySensitive: Bool?
    package var lang: String
  }

  /// Why a status was in the results.
  @Mappable
  package struct Metadata: Equatable, Sendable {
    @Key("result_type") package var resultType: String
    @Key("iso_language_code") package var isoLanguageCode: String
  }

  /// The author of a status.
  @Mappable
  package struct User: Equatable, Sendable {
    package var id: Int
    @Key("id_str") package var idString: String
    package var name: String
    @Key("screen_name") package var screenName: String
    package var location: String
    package var description: String
    /// `null` in 155 of 173 users.
    package var url: String?
    package var entities: UserEntities
    package var protected: Bool
    @Key("followers_count") package var followersCount: Int
    @Key("friends_count") package var friendsCount: Int
    @Key("listed_count") package var listedCount: Int
    @Key("created_at") package var createdAt: String
    @Key("favourites_count") package var favouritesCount: Int
    /// `null` in 143 of 173 users.
    @Key("utc_offset") package var utcOffset: Int?
    /// `null` in 143 of 173 users.
    @Key("time_zone") package var timeZone: String?
    @Key("geo_enabled") package var geoEnabled: Bool
    package var verified: Bool
    @Key("statuses_count") package var statusesCount: Int
    package var lang: String
    @Key("contributors_enabled") package var contributorsEnabled: Bool
    @Key("is_translator") package var isTranslator: Bool
    @Key("is_translation_enabled") package var isTranslationEnabled: Bool
    @Key("profile_background_color") package var profileBackgroundColor: String
    @Key("profile_background_image_url") package var profileBackgroundImageURL: String
    @Key("profile_background_image_url_https") package var profileBackgroundImageURLHTTPS: String
    @Key("profile_background_tile") package var profileBackgroundTile: Bool
    @Key("profile_image_url") package var profileImageURL: String
    @Key("profile_image_url_https") package var profileImageURLHTTPS: String
    /// Missing in 16 of 173 users.
    @Key("profile_banner_url") package var profileBannerURL: String?
    @Key("profile_link_color") package var profileLinkColor: String
    @Key("profile_sidebar_border_color") package var profileSidebarBorderColor: String
    @Key("profile_sidebar_fill_color") package var profileSidebarFillColor: String
    @Key("profile_text_color") package var profileTextColor: String
    @Key("profile_use_background_image") package var profileUseBackgroundImage: Bool
    @Key("default_profile") package var defaultProfile: Bool
    @Key("default_profile_image") package var defaultProfileImage: Bool
    package var following: Bool
    @Key("follow_request_sent") package var followRequestSent: Bool
    package var notifications: Bool
  }

  /// The links in a user's profile URL and description.
  @Mappable
  package struct UserEntities: Equatable, Sendable {
    /// Missing in 155 of 173 users (those without a profile URL).
    package var url: URLs?
    package var description: URLs
  }

  /// A list of links, as in a user's entities.
  @Mappable
  package struct URLs: Equatable, Sendable {
    package var urls: [URLEntity]
  }

  /// What Twitter recognized in a status's text.
  @Mappable
  package struct Entities: Equatable, Sendable {
    package var hashtags: [Hashtag]
    /// Always empty in the corpus; a symbol has a hashtag's shape.
    package var symbols: [Hashtag]
    package var urls: [URLEntity]
    @Key("user_mentions") package var userMentions: [UserMention]
    /// Missing in 163 of 173 statuses.
    package var media: [Media]?
  }

  /// A hashtag (or a cashtag symbol) and where it is in the text.
  @Mappable
  package struct Hashtag: Equatable, Sendable {
    package var text: String
    package var indices: [Int]
  }

  /// A link in a text, shortened, expanded and as displayed.
  @Mappable
  package struct URLEntity: Equatable, Sendable {
    package var url: String
    @Key("expanded_url") package var expandedURL: String
    @Key("display_url") package var displayURL: String
    package var indices: [Int]
  }

  /// A mention of another user.
  @Mappable
  package struct UserMention: Equatable, Sendable {
    @Key("screen_name") package var screenName: String
    package var name: String
    package var id: Int
    @Key("id_str") package var idString: String
    package var indices: [Int]
  }

  /// A photo attached to a status.
  @Mappable
  package struct Media: Equatable, Sendable {
    package var id: Int
    @Key("id_str") package var idString: String
    package var indices: [Int]
    @Key("media_url") package var mediaURL: String
    @Key("media_url_https") package var mediaURLHTTPS: String
    package var url: String
    @Key("display_url") package var displayURL: String
    @Key("expanded_url") package var expandedURL: String
    package var type: String
    package var sizes: Sizes
    /// Missing in 5 of 10 media (those not from a retweeted status).
    @Key("source_status_id") package var sourceStatusID: Int?
    /// Missing in 5 of 10 media.
    @Key("source_status_id_str") package var sourceStatusIDString: String?
  }

  /// The sizes a photo is available in.
  @Mappable
  package struct Sizes: Equatable, Sendable {
    package var medium: Size
    package var small: Size
    package var thumb: Size
    package var large: Size
  }

  /// One size of a photo.
  @Mappable
  package struct Size: Equatable, Sendable {
    @Key("w") package var width: Int
    @Key("h") package var height: Int
    package var resize: String
  }

  /// A point, as in a status's `geo` and `coordinates` (always `null` in the corpus).
  @Mappable
  package struct Coordinates: Equatable, Sendable {
    package var type: String
    package var coordinates: [Double]
  }

  /// The place a status was sent from (always `null` in the corpus): the fields a client
  /// usually reads.
  @Mappable
  package struct Place: Equatable, Sendable {
    package var id: String
    package var url: String
    @Key("place_type") package var placeType: String
    package var name: String
    @Key("full_name") package var fullName: String
    @Key("country_code") package var countryCode: String
    package var country: String
  }

  /// How the search ran, and the queries for the next and newer pages.
  @Mappable
  package struct SearchMetadata: Equatable, Sendable {
    @Key("completed_in") package var completedIn: Double
    @Key("max_id") package var maxID: Int
    @Key("max_id_str") package var maxIDString: String
    @Key("next_results") package var nextResults: String
    package var query: String
    @Key("refresh_url") package var refreshURL: String
    package var count: Int
    @Key("since_id") package var sinceID: Int
    @Key("since_id_str") package var sinceIDString: String
  }
}
