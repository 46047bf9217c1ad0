import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshID = "com.kelpforest.wallet.refresh"
    static let processingID = "com.kelpforest.wallet.processing"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
            BackgroundSync.shared.handleAppRefresh(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(Self.refreshID, kind: .appRefresh, phase: .registration,
                                          outcome: refreshOK ? .succeeded : .failed)

        let processingOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.processingID, using: nil) { task in
            BackgroundSync.shared.handleProcessing(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(Self.processingID, kind: .processing, phase: .registration,
                                          outcome: processingOK ? .succeeded : .failed)

        // The wallet is unlocked (and WalletEnvironment.shared.initialize(...) called) by the
        // passcode flow in SceneDelegate, not here.
        return true
    }
}
