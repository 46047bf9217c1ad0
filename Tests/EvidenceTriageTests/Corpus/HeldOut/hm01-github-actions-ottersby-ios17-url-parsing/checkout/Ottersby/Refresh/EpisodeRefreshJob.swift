//
//  EpisodeRefreshJob.swift
//  Ottersby
//
//  The work behind the app-refresh background task: fetch each subscribed
//  feed, keep the episodes we can play, and commit them with the feed's new
//  ETag in one transaction.
//

import Foundation

struct FeedItem: Equatable {
    let guid: String
    let title: String
    let enclosure: String      // raw <enclosure url="…"> as it appears in the feed
}

struct Episode: Equatable {
    let guid: String
    let title: String
    let audioURL: URL
}

struct RefreshResult: Equatable {
    var inserted = 0
    var skipped = 0
}

protocol FeedClient {
    func items(for feed: URL, etag: String?) async throws -> (items: [FeedItem], etag: String?)
}

protocol EpisodeStore: AnyObject {
    func etag(for feed: URL) -> String?
    func commit(_ episodes: [Episode], etag: String?, for feed: URL) throws
}

final class EpisodeRefreshJob {
    private let client: FeedClient
    private let store: EpisodeStore
    private let feeds: () -> [URL]

    init(client: FeedClient, store: EpisodeStore, feeds: @escaping () -> [URL]) {
        self.client = client
        self.store = store
        self.feeds = feeds
    }

    func run() async throws -> RefreshResult {
        var result = RefreshResult()
        for feed in feeds() {
            try Task.checkCancellation()
            let (items, etag) = try await client.items(for: feed, etag: store.etag(for: feed))
            var episodes: [Episode] = []
            for item in items {
                // An enclosure that is not a URL would never play; skip it rather than
                // storing something the player will choke on at 2 a.m.
                guard let audioURL = URL(string: item.enclosure) else {
                    result.skipped += 1
                    continue
                }
                episodes.append(Episode(guid: item.guid, title: item.title, audioURL: audioURL))
            }
            try store.commit(episodes, etag: etag, for: feed)
            result.inserted += episodes.count
        }
        return result
    }
}
