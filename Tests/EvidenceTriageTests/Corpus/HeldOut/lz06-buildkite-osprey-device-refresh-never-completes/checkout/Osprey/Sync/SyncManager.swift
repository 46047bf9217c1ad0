import Foundation

final class SyncManager {
    private let database: SyncStateDatabase
    init(database: SyncStateDatabase) { self.database = database }

    func applicationDidFinishLaunching() {
        // Nothing marks syncs left `running` by a killed process; resync() refuses running syncs.
    }

    func canResync(id: Int) -> Bool { (try? database.state(id: id).status) != .running }
}
