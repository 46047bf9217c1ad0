import Foundation
import SQLite3

final class GlucoseStore {
    private let db: SQLiteConnection
    private let lifecycle: BackgroundTimeProviding
    private var pending: [GlucoseSample] = []
    private(set) var holdsFileLock = false

    init(db: SQLiteConnection, lifecycle: BackgroundTimeProviding) {
        self.db = db
        self.lifecycle = lifecycle
    }

    func append(_ sample: GlucoseSample) { pending.append(sample) }

    /// Called from sceneDidEnterBackground.
    func flushForBackground(completion: @escaping () -> Void) {
        let token = lifecycle.beginBackgroundTask(withName: "glucoset.flush", expirationHandler: nil)
        lifecycle.endBackgroundTask(token)
        db.queue.async {
            self.holdsFileLock = true
            try? self.db.transaction { tx in
                for s in self.pending { try tx.insert(s) }
            }
            self.pending.removeAll()
            completion()
        }
    }

    func closeForSuspension() {
        // WAL stays open; checkpoint happens on next launch
    }
}
