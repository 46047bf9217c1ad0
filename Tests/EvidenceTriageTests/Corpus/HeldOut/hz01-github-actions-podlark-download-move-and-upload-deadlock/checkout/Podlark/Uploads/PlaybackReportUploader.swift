import Foundation

/// Sends listening reports (what was played, how far) to the Podlark API.
///
/// Reports are normally sent on a foreground session. When the app is about to be suspended,
/// pending reports are written to the outbox and handed to the `com.podlark.app.playback-reports`
/// background session as persisted uploads, so `nsurlsessiond` can finish them.
final class PlaybackReportUploader {
    static let shared = PlaybackReportUploader(session: BackgroundUploadSession.live,
                                               runner: ApplicationBackgroundTaskRunner())

    private let dataQueue = DispatchQueue(label: "com.podlark.uploads.data")
    private let session: UploadSession
    private let runner: BackgroundTaskRunning
    private var inFlight: [String: UploadTask] = [:]

    init(session: UploadSession, runner: BackgroundTaskRunning) {
        self.session = session
        self.runner = runner
    }

    func reconnectBackgroundSession() {
        session.reconnect()
    }

    /// Foreground send of a single report.
    func send(_ report: PlaybackReport, completion: @escaping (Result<Void, Error>) -> Void) {
        dataQueue.async { [session, runner] in
            print("[Uploads] send report \(report.id) on dataQueue")
            // Keep the process alive long enough to finish the request if the user leaves the app.
            let lease = runner.beginLease(named: "playback-report-send")
            session.send(report.body, lease: lease, completion: completion)
        }
    }

    /// Moves a report to the outbox and starts it on the background session.
    /// Called from the main thread when the scene enters the background.
    func startPersistedUpload(_ report: PlaybackReport) {
        print("[Uploads] startPersistedUpload(\(report.id)): entering dataQueue")
        dataQueue.sync {
            let file = Outbox.shared.write(report)
            let lease = runner.beginLease(named: "playback-report-upload")
            let task = session.uploadTask(fromFile: file, identifier: report.id)
            inFlight[report.id] = task
            print("[Uploads] persisted upload \(report.id) resuming (lease \(lease.identifier.rawValue))")
            task.resume()
        }
    }
}
