import Foundation
import os

final class NoteSyncJob {
    private let log = Logger(subsystem: "com.heddle.notes", category: "Sync")
    private let store: SyncStore
    private let api: NotesAPI
    private var cancelled = false

    init(store: SyncStore, api: NotesAPI) {
        self.store = store
        self.api = api
    }

    func run(_ task: BackgroundTaskHandle) {
        log.info("sync started for \(task.identifier, privacy: .public)")
        Task {
            var uploaded = 0
            for batch in store.pendingBatches(size: 20) {
                if cancelled { break }
                try? await api.upload(batch)
                uploaded += batch.count
            }
            store.checkpoint = uploaded
            log.info("sync finished, uploaded \(uploaded)")
            task.setTaskCompleted(success: true)
        }
    }
}
