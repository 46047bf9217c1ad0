import BackgroundTasks
import PushKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let historySyncID = "com.ringline.app.history-sync"
    private let voip = PKPushRegistry(queue: .main)
    private lazy var pushHandler = VoIPPushHandler(calls: CallProviderService.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // PushKit must be set up at launch so a VoIP push can relaunch the app.
        voip.delegate = pushHandler
        voip.desiredPushTypes = [.voIP]
        DiagnosticsRecorder.shared.record(identifier: Self.historySyncID, kind: .appRefresh, phase: .registration) {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.historySyncID, using: nil) { task in
                HistorySyncJob.run(task as! BGAppRefreshTask)
            }
        }
        return true
    }
}
