import Foundation

struct Episode: Equatable, Sendable {
    let guid: String
    let title: String
}

protocol FeedClient: Sendable {
    func fetch(ifNoneMatch etag: String?) async throws -> (episodes: [Episode], etag: String?)
}

actor EpisodeStore {
    private(set) var episodes: [Episode] = []
    private(set) var etag: String?

    func append(_ new: [Episode], etag: String?) {
        episodes.append(contentsOf: new)
        self.etag = etag
    }
}

/// Pulls the subscribed feeds; run by the feed-refresh background task.
final class FeedRefreshJob: Sendable {
    private let client: FeedClient
    private let store: EpisodeStore

    init(client: FeedClient, store: EpisodeStore) {
        self.client = client
        self.store = store
    }

    func run() async throws {
        let etag = await store.etag
        let result = try await client.fetch(ifNoneMatch: etag)
        try Task.checkCancellation()
        await store.append(result.episodes, etag: result.etag)
    }
}
