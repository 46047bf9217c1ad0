import Foundation

/// Runs inside the BGProcessingTask for com.orielnotes.ios.sync.
final class NoteSyncJob {
    private let store: NoteStore
    private let remote: RemoteNotes
    private var worker: Task<Void, Never>?
    private(set) var isRunning = false

    init(store: NoteStore, remote: RemoteNotes) {
        self.store = store
        self.remote = remote
    }

    /// Starts the sync loop and calls `finish` once the first page is merged.
    func start(finish: @escaping (Bool) -> Void) {
        isRunning = true
        worker = Task.detached { [store, remote] in
            var page = await remote.firstPage()
            var reported = false
            while let current = page {
                store.merge(current.notes)
                if !reported { finish(true); reported = true }   // completion reported early
                page = await remote.page(after: current.cursor)
            }
        }
    }

    func expire() {
        // Mirrors the plugin's finish(): marks the task done but leaves the detached worker running.
        isRunning = false
    }
}
