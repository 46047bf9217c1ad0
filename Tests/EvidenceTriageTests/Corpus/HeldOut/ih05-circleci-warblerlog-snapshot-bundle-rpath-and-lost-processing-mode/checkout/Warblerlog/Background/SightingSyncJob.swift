import BackgroundTasks
import Foundation

final class SightingSyncJob {
    static let live = SightingSyncJob(api: .live, store: .shared)

    private let api: SightingsAPI
    private let store: SightingStore

    init(api: SightingsAPI, store: SightingStore) {
        self.api = api
        self.store = store
    }

    func run(task: BackgroundTaskHandle) {
        var cancelled = false
        task.expirationHandler = { cancelled = true }
        let page = api.sightings(after: store.cursor)
        // Bug: the cursor is advanced to the end of the page before the rows are
        // written, so an expiration in the loop below loses the unwritten rows
        // for good (the next run starts after them).
        store.cursor = page.last?.id ?? store.cursor
        for sighting in page {
            if cancelled { break }
            store.insert(sighting)
        }
        task.setTaskCompleted(success: !cancelled)
    }
}
