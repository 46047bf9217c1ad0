import Foundation

final class NoteStore {
    private let migrator: Migrator
    private var cache: [Note] = []

    init(migrator: Migrator) { self.migrator = migrator }

    /// Synchronous facade kept for the widget extension.
    func load() -> [Note] {
        let done = DispatchSemaphore(value: 0)
        var loaded: [Note] = []
        migrator.migrateIfNeeded { result in
            // completion is delivered on the main queue
            loaded = (try? result.get()) ?? []
            done.signal()
        }
        done.wait()
        cache = loaded
        return loaded
    }
}
