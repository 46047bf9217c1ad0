import CoreData

final class EpisodeSyncService {
    private let stack: CoreDataStack
    private let feed: FeedFetching

    init(stack: CoreDataStack, feed: FeedFetching) {
        self.stack = stack
        self.feed = feed
    }

    /// Merges the feed into a derived (private-queue) context and returns the new episodes.
    func syncEpisodes(for podcastID: String) async throws -> [Episode] {
        let items = try await feed.items(for: podcastID)
        let derived = stack.newDerivedContext()
        var inserted: [Episode] = []
        await derived.perform {
            for item in items {
                let episode = Episode(context: derived)
                episode.guid = item.guid
                episode.title = item.title
                inserted.append(episode)
            }
            try? derived.save()
        }
        // Objects of the derived context, handed back to the caller's queue.
        return inserted.sorted { $0.publishedAt > $1.publishedAt }
    }
}
