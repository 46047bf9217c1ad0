import BackgroundTasks

/// Submits the balance refresh when the scene goes to the background.
final class RefreshScheduler {
    private let scheduler: BGTaskScheduler

    init(scheduler: BGTaskScheduler = .shared) {
        self.scheduler = scheduler
    }

    @discardableResult
    func submitRefresh(earliestIn interval: TimeInterval = 30 * 60) -> Error? {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskRegistry.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try scheduler.submit(request)
            DiagnosticsRecorder.shared.record(request.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return nil
        } catch {
            print("[BG] submit \(request.identifier) failed: \(error)")
            DiagnosticsRecorder.shared.record(request.identifier, kind: .appRefresh, phase: .submission,
                                              outcome: .failed, error: error)
            return error
        }
    }
}
