import UIKit
import BackgroundTasks

/// Owns the user session and the sync loop.
final class AppCoordinator {
    /// Restored asynchronously from the keychain after launch. Nil until then,
    /// and nil again after sign-out.
    var userSession: UserSession?
    /// BGTaskScheduler.shared in the app; a mock in unit tests.
    var taskScheduler: BackgroundTaskScheduling = BGTaskScheduler.shared
    private var backgroundRefreshRunning = false

    func start() {
        Task { @MainActor in
            self.userSession = await UserSessionStore.shared.restore()
        }
    }

    // MARK: - Background app refresh

    func scheduleBackgroundAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskIdentifiers.appRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30)
        do {
            try taskScheduler.submit(request)
            MXLog.info("Successfully scheduled background app refresh task")
        } catch {
            MXLog.error("Failed scheduling background app refresh with error: \(error)")
        }
    }

    func handleAppRefresh(task: AppRefreshTaskProtocol) {
        MXLog.info("Started background app refresh")

        // The system can wake us before the session has been restored
        // (cold background launch) or after the user signed out.
        let syncService = userSession!.clientProxy.syncService
        scheduleBackgroundAppRefresh()
        backgroundRefreshRunning = true

        task.expirationHandler = { [weak self] in
            MXLog.info("Background app refresh task expired")
            syncService.stop()
            self?.backgroundRefreshRunning = false
            task.setTaskCompleted(success: false)
        }

        syncService.startBoundedSync(maxResponses: 10, timeout: 10) { [weak self] success in
            self?.backgroundRefreshRunning = false
            task.setTaskCompleted(success: success)
        }
    }
}

protocol AppRefreshTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: AppRefreshTaskProtocol {}

protocol BackgroundTaskScheduling {
    func submit(_ taskRequest: BGTaskRequest) throws
}
extension BGTaskScheduler: BackgroundTaskScheduling {}
