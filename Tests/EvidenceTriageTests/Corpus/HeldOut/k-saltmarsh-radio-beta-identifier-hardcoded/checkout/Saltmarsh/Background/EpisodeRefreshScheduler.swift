import BackgroundTasks
import os

final class EpisodeRefreshScheduler {
    static let shared = EpisodeRefreshScheduler()
    /// Must match BGTaskSchedulerPermittedIdentifiers.
    static let identifier = "com.saltmarsh.radio.episode-refresh"
    private let log = Logger(subsystem: "com.saltmarsh.radio", category: "bgtask")
    var onLaunch: ((BGTask) -> Void)?

    func register() -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [weak self] task in
            self?.onLaunch?(task)
            EpisodeRefreshJob.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
        return ok
    }

    func submit() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try BGTaskScheduler.shared.submit(request)
    }
}
