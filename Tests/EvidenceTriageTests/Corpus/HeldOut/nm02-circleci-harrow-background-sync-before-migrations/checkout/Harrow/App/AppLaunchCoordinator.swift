import BackgroundTasks
import Foundation

final class AppLaunchCoordinator {
    static let shared = AppLaunchCoordinator(store: .shared)
    let store: ChatStore

    init(store: ChatStore) { self.store = store }

    /// Foreground path: called from SceneDelegate.scene(_:willConnectTo:options:).
    func handleForegroundLaunch() throws {
        try store.migrateIfNeeded()
        try BackgroundSync.schedule()
    }

    /// Background path: the system launched the app for the refresh task; no scene connects.
    func handleBackgroundLaunch(task: BackgroundTaskHandle) {
        DiagnosticRecorder.shared.record(BackgroundSync.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        Task {
            do {
                try await BackgroundSync(store: store).performSync()
                DiagnosticRecorder.shared.record(BackgroundSync.identifier, kind: .appRefresh, phase: .execution, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                NSLog("[Sync] background sync failed: %@", String(describing: error))
                DiagnosticRecorder.shared.record(BackgroundSync.identifier, kind: .appRefresh, phase: .execution,
                                                 outcome: .failed, errorType: String(describing: type(of: error)))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
