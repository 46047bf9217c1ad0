import Foundation

actor EpisodeLibrary {
    private(set) var episodes: [Episode] = []
    private var lastSync: Date?

    var episodeCount: Int { episodes.count }

    func merge(from client: FeedClient) async throws {
        let known = Set(episodes.map(\.id))
        let fetched = try await client.fetchLatest(since: lastSync)   // actor is re-entered here
        let new = fetched.filter { !known.contains($0.id) }
        episodes.append(contentsOf: new)
        lastSync = Date()
    }
}
