import BackgroundTasks
import Foundation

enum BackgroundTaskID {
    static let sessionRefresh = "com.keymint.app.session-refresh"
}

protocol AppRefreshTaskType: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: AppRefreshTaskType {}

/// Rotates the OAuth refresh token in the background so AutoFill never sees an expired session.
struct SessionRefreshHandler {
    let store: KeychainCredentialStore
    let api: AuthAPI

    func handle(_ task: AppRefreshTaskType) {
        let work = Task {
            do {
                let tokens = try await api.refresh(using: try store.read(account: "current"))
                try store.save(Data(tokens.refreshToken.utf8), account: "current")
                DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .execution,
                                                  outcome: .succeeded, errorType: nil)
                task.setTaskCompleted(success: true)
            } catch {
                NSLog("[SessionRefresh] rotate failed: %@", String(describing: error))
                DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .execution,
                                                  outcome: .failed, errorType: String(describing: error))
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
