import BackgroundTasks
import Foundation

/// Native counterpart of the JS `daily-quote` task (expo-task-manager + expo-background-task).
final class QuoteRefreshScheduler {
    static let shared = QuoteRefreshScheduler()
    static let identifier = "com.marlpit.quotes.daily-refresh"
    private(set) var pendingEarliestBeginDate: Date?
    var onRunForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func schedule(minimumInterval: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: minimumInterval)
        try BGTaskScheduler.shared.submit(request)
        pendingEarliestBeginDate = request.earliestBeginDate
        NSLog("[QuoteRefresh] submitted %@ earliestBeginDate=%@", Self.identifier, request.earliestBeginDate! as NSDate)
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
    }

    private func run(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        Task {
            let result = await DailyQuoteTask.live.run()
            onRunForTesting?()
            task.setTaskCompleted(success: result != .failed)
        }
    }
}
