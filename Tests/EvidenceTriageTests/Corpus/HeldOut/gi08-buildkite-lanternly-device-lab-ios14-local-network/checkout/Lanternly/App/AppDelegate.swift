import BackgroundTasks
import os
import UIKit
#if DEBUG
import SBTUITestTunnelServer
#endif

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshIdentifier = "com.lanternly.app.parcel-refresh"
    private let log = Logger(subsystem: "com.lanternly.app", category: "Refresh")
    var readiness = AppReadiness.shared
    var syncer: ParcelSyncing = ParcelSyncer.live

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if DEBUG
        SBTUITestTunnelServer.takeOff()
        #endif
        BackgroundTaskRecorder.registerRefresh(identifier: Self.refreshIdentifier) { [weak self] task in
            self?.handleBackgroundRefresh(task: task)
        }
        return true
    }

    /// The OS launches the app into the background to run this. A cold
    /// background launch has no scene, so nothing renders the home screen.
    func handleBackgroundRefresh(task: RefreshTask) {
        BackgroundTaskRecorder.recordLaunch(identifier: Self.refreshIdentifier)
        let work = Task {
            log.info("handleBackgroundRefresh: waiting for app readiness")
            await readiness.isReady()
            let changed = (try? await syncer.syncTrackedParcels()) ?? false
            BackgroundTaskRecorder.recordCompletion(identifier: Self.refreshIdentifier, success: true)
            task.setTaskCompleted(success: true)
            log.info("handleBackgroundRefresh: done, changed=\(changed)")
        }
        task.expirationHandler = {
            work.cancel()
            BackgroundTaskRecorder.recordExpiration(identifier: Self.refreshIdentifier)
        }
    }
}
