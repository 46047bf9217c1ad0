import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    lazy var coordinator = BackgroundRefreshCoordinator(podcasts: PodcastManager.shared, downloads: .shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "fm.quillcast.app.refresh", using: nil) { task in
            self.coordinator.handle(task as! BGAppRefreshTask)
        }
        Diagnostics.record("fm.quillcast.app.refresh", .appRefresh, .registration, ok ? .succeeded : .failed)
        FileLog.shared.write("launch: registered fm.quillcast.app.refresh (\(ok))")
        return true
    }

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        DownloadManager.shared.backgroundCompletionHandler = completionHandler
    }
}
