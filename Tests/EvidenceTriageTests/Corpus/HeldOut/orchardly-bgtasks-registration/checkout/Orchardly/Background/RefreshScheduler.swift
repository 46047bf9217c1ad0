import BackgroundTasks

struct RefreshScheduler {
    var recorder: DiagnosticsRecorder = .shared

    func scheduleNextRefresh(after interval: TimeInterval = 2 * 3600) throws {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskID.refresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier: request.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded, errorType: nil)
        } catch {
            let ns = error as NSError
            recorder.record(identifier: request.identifier, kind: .appRefresh, phase: .submission,
                            outcome: .failed, errorType: "\(ns.domain):\(ns.code)")
            throw error
        }
    }
}
