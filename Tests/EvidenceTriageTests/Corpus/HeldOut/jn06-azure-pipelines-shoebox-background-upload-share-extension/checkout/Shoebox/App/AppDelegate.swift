import BackgroundTasks
import ShoeboxKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let backupID = "com.shoebox.ios.backup"
    var backgroundCompletion: [String: () -> Void] = [:]

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticsRecorder.shared.record(identifier: Self.backupID, kind: .processing, phase: .registration) {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.backupID, using: nil) { task in
                LibraryBackupJob.run(task as! BGProcessingTask)
            }
        }
        return true
    }

    /// Relaunched by nsurlsessiond for the app's session or the share extension's.
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        backgroundCompletion[identifier] = completionHandler
        _ = UploadSessionFactory.make(identifier: identifier, delegate: UploadEvents.shared)
    }
}
