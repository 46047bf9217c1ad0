import BackgroundTasks
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let cleanupID = "app.tapevault.ios.library-cleanup"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.cleanupID, using: nil) { task in
            LibraryCleanup.run(task as! BGProcessingTask)
        }
        EvidenceRecorder.shared.record(identifier: Self.cleanupID, kind: .processing, phase: .registration,
                                       outcome: ok ? .succeeded : .failed)
        return true
    }

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        Log.downloads.info("handleEventsForBackgroundURLSession \(identifier, privacy: .public)")
        DownloadQueue.shared.backgroundCompletion = completionHandler
    }
}
