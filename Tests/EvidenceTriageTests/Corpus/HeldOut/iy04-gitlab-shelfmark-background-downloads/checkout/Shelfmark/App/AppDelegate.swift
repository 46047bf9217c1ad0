import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let catalogRefreshID = "com.shelfmark.reader.catalog-refresh"
    static var shared: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

    var backgroundSessionCompletionHandler: (() -> Void)?
    var onBackgroundSessionEvents: (() -> Void)?   // test hook

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.catalogRefreshID, using: nil) { task in
            CatalogRefresh.run(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.catalogRefreshID, kind: .appRefresh,
                                           phase: .registration, outcome: ok ? .succeeded : .failed)
        _ = DownloadService.shared.session   // reconnect to nsurlsessiond
        return true
    }

    /// Called by the system only when it launched or resumed the app in the
    /// background because events arrived for the background session.
    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        Log.downloads.info("handleEventsForBackgroundURLSession \(identifier)")
        backgroundSessionCompletionHandler = {
            completionHandler()
            self.onBackgroundSessionEvents?()
        }
    }
}
