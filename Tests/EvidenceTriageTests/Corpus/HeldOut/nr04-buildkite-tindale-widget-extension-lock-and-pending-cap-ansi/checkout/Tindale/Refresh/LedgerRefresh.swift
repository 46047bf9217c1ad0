import BackgroundTasks
import WidgetKit

enum LedgerRefresh {
    static let taskID = "com.tindale.expenses.refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: taskID, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .registration, ok: ok)
    }

    static func handle(_ task: BGAppRefreshTask) {
        DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .launch, ok: true)
        Task {
            let ok = await LedgerSync.shared.pullLatest()
            try? SharedLedger.open().writeSnapshot(LedgerSync.shared.monthSummary())
            WidgetCenter.shared.reloadTimelines(ofKind: "MonthSpend")
            DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .completion, ok: ok)
            task.setTaskCompleted(success: ok)
        }
    }
}
