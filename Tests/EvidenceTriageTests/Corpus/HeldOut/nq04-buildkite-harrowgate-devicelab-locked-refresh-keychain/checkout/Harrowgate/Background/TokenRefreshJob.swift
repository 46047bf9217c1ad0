import BackgroundTasks
import os

final class TokenRefreshJob {
    static let identifier = "com.harrowgate.mail.refresh"
    private let log = Logger(subsystem: "com.harrowgate.mail", category: "Refresh")
    private let recorder = DiagnosticRecorder.shared

    func handle(_ task: BGAppRefreshTask) {
        recorder.record(Self.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        do {
            let token = try KeychainStore.shared.token(account: "primary")
            MailAPI.shared.refreshInbox(token: token) { ok in
                self.recorder.record(Self.identifier, kind: .appRefresh, phase: .execution, outcome: ok ? .succeeded : .failed)
                task.setTaskCompleted(success: ok)
            }
        } catch {
            log.error("refresh aborted: \(String(describing: error), privacy: .public)")
            recorder.record(Self.identifier, kind: .appRefresh, phase: .execution, outcome: .failed, error: error)
            LastRefreshResult.store(.failed(error))
            task.setTaskCompleted(success: false)
        }
    }
}
