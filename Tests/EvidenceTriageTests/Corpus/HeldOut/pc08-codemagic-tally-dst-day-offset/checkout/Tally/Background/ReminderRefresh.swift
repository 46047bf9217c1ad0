import BackgroundTasks

final class ReminderRefresh {
    static let shared = ReminderRefresh()
    static let identifier = "com.tallyapp.tally.reminders"
    var onRunForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .launch, ok: true)
            self.onRunForTesting?()
            ReminderPlanner().refresh { task.setTaskCompleted(success: $0) }
        }
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 6), matchingPolicy: .nextTime)
        try BGTaskScheduler.shared.submit(request)
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
    }
}
