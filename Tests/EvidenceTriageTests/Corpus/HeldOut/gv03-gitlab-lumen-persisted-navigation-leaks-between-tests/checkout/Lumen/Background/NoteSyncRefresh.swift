import BackgroundTasks
import Foundation

enum NoteSyncRefresh {
    static let identifier = "app.lumennotes.ios.sync.refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Diagnostics.recorder.record(identifier, .appRefresh, .launch, .succeeded)
            let sync = NoteSync(store: .shared, api: .live)
            let work = Task {
                let ok = await sync.pullChanges()
                Diagnostics.recorder.record(identifier, .appRefresh, .completion, ok ? .succeeded : .failed)
                task.setTaskCompleted(success: ok)
            }
            task.expirationHandler = { work.cancel() }
        }
        Diagnostics.recorder.record(identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }
}
