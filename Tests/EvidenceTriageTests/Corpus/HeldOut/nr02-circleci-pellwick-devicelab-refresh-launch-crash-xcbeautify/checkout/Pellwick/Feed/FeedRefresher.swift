import BackgroundTasks

final class FeedRefresher {
    static let shared = FeedRefresher()
    static let taskID = "com.pellwick.reader.refresh"
    var onRefreshForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskID, using: .main) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(Self.taskID, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(Self.taskID, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticsRecorder.shared.record(Self.taskID, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        DiagnosticsRecorder.shared.record(Self.taskID, kind: .appRefresh, phase: .launch, ok: true)
        scheduleNext()
        FeedStore.shared.refreshAll { ok in
            DiagnosticsRecorder.shared.record(Self.taskID, kind: .appRefresh, phase: .completion, ok: ok)
            task.setTaskCompleted(success: ok)
            self.onRefreshForTesting?()
        }
    }
}
