import BackgroundTasks

final class TideAlertScheduler {
    static let identifier = "uk.saltmarsh.tides.alert-refresh"
    let recorder: DiagnosticRecorder

    init(recorder: DiagnosticRecorder = .shared) { self.recorder = recorder }

    @discardableResult
    func scheduleRefresh(after interval: TimeInterval = 30 * 60) -> Bool {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
            return true
        } catch {
            NSLog("[Tides] submit %@ failed: %@", Self.identifier, String(describing: error))
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            return false
        }
    }
}
