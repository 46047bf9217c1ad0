import Foundation
import BackgroundTasks

final class BackupSettings {
    private let store: KeyValueStore
    init(store: KeyValueStore) { self.store = store }

    var isNightlyBackupEnabled: Bool {
        get { store.bool("nightlyBackup") }
        set {
            store.set(newValue, for: "nightlyBackup")
            if newValue {
                // Registered on demand, long after application(_:didFinishLaunchingWithOptions:) returned.
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.mossbank.ledger.nightly-backup", using: nil) { task in
                    BackupTaskHandler.shared.handle(task as! BGProcessingTask)
                }
                BackupTaskHandler.shared.isRegistered = true
            }
        }
    }
}
