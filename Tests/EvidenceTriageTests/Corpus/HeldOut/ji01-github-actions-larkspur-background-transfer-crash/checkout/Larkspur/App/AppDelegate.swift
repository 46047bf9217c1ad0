import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let feedRefreshIdentifier = "com.larkspurapp.ios.feed-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedRefreshIdentifier, using: nil) { task in
            FeedRefreshTask.run(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.feedRefreshIdentifier, kind: .appRefresh,
                                          phase: .registration, outcome: .succeeded)
        Log.launch.info("registered \(Self.feedRefreshIdentifier, privacy: .public)")
        return true
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        BackgroundTransferCoordinator.shared.handleEvents(for: identifier, completionHandler: completionHandler)
    }
}
