import Foundation

protocol FeedFetching: Sendable {
    func fetchPage(after cursor: String?) async throws -> Data
}

protocol EpisodeStoring: Sendable {
    func cursor() async -> String?
    func insert(_ episodes: [Episode], cursor: String?) async throws
}

/// Runs inside the BGAppRefreshTask window: fetches the newest feed page and
/// stores new episodes together with the cursor, in one write.
struct FeedRefreshJob: Sendable {
    let fetcher: FeedFetching
    let store: EpisodeStoring

    func run() async throws {
        let cursor = await store.cursor()
        let data = try await fetcher.fetchPage(after: cursor)
        try Task.checkCancellation()
        let page = try FeedDecoding.page(from: data)
        try Task.checkCancellation()
        try await store.insert(page.episodes, cursor: page.nextCursor)
    }
}
