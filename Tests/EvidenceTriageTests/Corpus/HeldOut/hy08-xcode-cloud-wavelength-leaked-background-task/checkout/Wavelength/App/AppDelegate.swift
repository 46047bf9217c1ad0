import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let flusher = AnalyticsFlusher(store: .shared, transport: .live)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticsRecorder.shared.begin()
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: EpisodeRefreshHandler.identifier, using: nil) { [flusher] task in
            EpisodeRefreshHandler(feeds: FeedService.shared, flusher: flusher).handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(EpisodeRefreshHandler.identifier, kind: .appRefresh, phase: .registration,
                                          outcome: ok ? .succeeded : .failed)
        RefreshScheduler.submitNext()
        return true
    }

    // Flush analytics when the app goes to the background.
    func applicationDidEnterBackground(_ application: UIApplication) {
        flusher.flush()
        RefreshScheduler.submitNext()
    }
}
