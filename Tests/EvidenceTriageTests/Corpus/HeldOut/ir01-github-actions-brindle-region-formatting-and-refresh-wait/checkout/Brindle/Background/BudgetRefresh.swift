import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Refreshes the month's budget totals so the widget and the summary are current in the morning.
enum BudgetRefresh {
    static let identifier = try! TaskIdentifier("com.brindlebudget.app.budget-refresh")

    /// Set by the handler; the scheduling tests read it.
    static var lastRun: Date?

    static func register(recorder: EvidenceRecorder) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            handle(task as! BGAppRefreshTask, recorder: recorder)
        }
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        print(ok ? "[BudgetRefresh] registered \(identifier.rawValue)" : "[BudgetRefresh] registration FAILED for \(identifier.rawValue)")
    }

    static func schedule(recorder: EvidenceRecorder) {
        let request = BGAppRefreshTaskRequest(identifier: identifier.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            print("[BudgetRefresh] submitted \(identifier.rawValue), earliest \(request.earliestBeginDate!)")
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("[BudgetRefresh] submit failed: \(error)")
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }

    private static func handle(_ task: BGAppRefreshTask, recorder: EvidenceRecorder) {
        let work = Task {
            await BudgetStore.shared.recomputeCurrentMonth()
            lastRun = Date()
            task.setTaskCompleted(success: true)
            try? recorder.record(identifier, kind: .appRefresh, phase: .completion, outcome: .succeeded)
        }
        task.expirationHandler = {
            work.cancel()
            try? recorder.record(identifier, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
        }
    }
}
