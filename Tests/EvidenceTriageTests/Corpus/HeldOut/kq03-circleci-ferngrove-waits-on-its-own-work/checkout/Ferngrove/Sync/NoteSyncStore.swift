import Foundation
import Observation

/// Local mirror of the user's notes. `reloadInBackground` re-reads the on-disk copy after a
/// background refresh wrote to it; `disableSync` stops syncing and removes synced files.
@MainActor
@Observable
final class NoteSyncStore {
    private(set) var isSyncing = false
    private(set) var notes: [Note] = []
    private let fileStore: FileStoring
    private var inFlightWrite: Task<Void, Never>?
    private var writeStarted = false

    init(fileStore: FileStoring) { self.fileStore = fileStore }

    func reloadInBackground() {
        Task.detached { [fileStore] in
            await MainActor.run { self.isSyncing = true }
            let notes = (try? await fileStore.loadAll()) ?? []
            await MainActor.run {
                self.notes = notes
                self.isSyncing = false
            }
        }
    }

    func save(_ note: Note) {
        writeStarted = false
        inFlightWrite = Task.detached { [fileStore] in
            await MainActor.run { self.writeStarted = true }
            try? await fileStore.write(note)
        }
    }

    /// A write that has not reached the file store yet is dropped; one that is already
    /// writing is allowed to finish, then everything synced is removed.
    func disableSync() {
        let pending = inFlightWrite
        if !writeStarted { pending?.cancel() }
        Task {
            await pending?.value
            try? await fileStore.removeAll()
        }
    }
}
