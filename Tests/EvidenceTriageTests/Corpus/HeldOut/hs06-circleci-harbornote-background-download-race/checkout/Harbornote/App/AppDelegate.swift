import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let downloads = BackgroundDownloadService.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RefreshScheduler.shared.registerHandlers()
        return true
    }

    /// iOS relaunched us for events of our background URLSession.
    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        downloads.storeSystemCompletionHandler(completionHandler, for: identifier)
    }
}
