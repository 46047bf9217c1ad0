import Foundation

/// Pulls older sightings page by page during the nightly BGProcessingTask.
public final class BackfillPlanner {
    private let client: SightingsClient
    private let store: SightingsStore

    public init(client: SightingsClient, store: SightingsStore) {
        self.client = client
        self.store = store
    }

    public func runOnePage() async throws {
        let cursor = store.cursor
        let page = try await client.fetchPage(after: cursor)

        // BUG: the cursor is saved before the batch is committed, so a failed
        // write skips this page for good on the next run.
        store.cursor = page.nextCursor
        try store.insert(page.sightings)
    }
}
