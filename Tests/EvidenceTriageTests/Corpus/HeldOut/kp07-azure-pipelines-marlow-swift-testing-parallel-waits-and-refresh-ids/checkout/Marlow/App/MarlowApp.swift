import BackgroundTasks
import SwiftUI

@main
struct MarlowApp: App {
    init() {
        for (id, handler) in [(SyncPolicy.habitSyncID, HabitSync.handle), (ReminderRefresh.identifier, ReminderRefresh.handle)] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { handler($0 as! BGAppRefreshTask) }
            print("[BG] register \(id): \(ok)")
            DiagnosticsRecorder.shared.record(identifier: id, kind: .appRefresh, phase: .registration,
                                              outcome: ok ? .succeeded : .failed,
                                              error: ok ? nil : "BGTaskScheduler.Error.notPermitted")
        }
    }

    var body: some Scene { WindowGroup { HabitListView() } }
}
