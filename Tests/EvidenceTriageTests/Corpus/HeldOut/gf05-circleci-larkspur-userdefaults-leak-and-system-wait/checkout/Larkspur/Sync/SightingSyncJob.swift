import Foundation

protocol SightingUploading {
    func upload(_ sightings: [Sighting]) async throws
}

/// Runs in the com.larkspur.app.sighting-sync BGAppRefreshTask: uploads sightings newer than the cursor.
final class SightingSyncJob: BackgroundJob {
    private let store: SightingStore
    private let uploader: SightingUploading
    private let defaults: UserDefaults
    static let cursorKey = "sightingSync.cursor"

    init(store: SightingStore, uploader: SightingUploading, defaults: UserDefaults = .standard) {
        self.store = store
        self.uploader = uploader
        self.defaults = defaults
    }

    func run() async throws {
        let cursor = (defaults.object(forKey: Self.cursorKey) as? Date) ?? .distantPast
        let pending = store.sightings(recordedAfter: cursor)
        guard !pending.isEmpty else { return }
        try await uploader.upload(pending)
        try Task.checkCancellation()
        defaults.set(pending.map(\.recordedAt).max(), forKey: Self.cursorKey)
    }

    func cancel() {}
}
