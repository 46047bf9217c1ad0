import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let feedRefreshID = "com.tidecast.ios.feed-refresh"
    static let recorder = EvidenceRecorder.shared

    var window: UIWindow?
    private lazy var refreshHandler = RefreshTaskHandler(
        refresher: FeedRefresher.shared,
        session: SessionController.shared,
        appState: { UIApplication.shared.applicationState })

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedRefreshID, using: nil) { [weak self] task in
            guard let self, let task = task as? BGAppRefreshTask else { return }
            self.refreshHandler.handle(task)
        }
        Self.recorder.record(Self.feedRefreshID, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed)
        print("[Tidecast] launch: registered \(Self.feedRefreshID) -> \(registered)")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        refreshHandler.scheduleNext()
    }
}
