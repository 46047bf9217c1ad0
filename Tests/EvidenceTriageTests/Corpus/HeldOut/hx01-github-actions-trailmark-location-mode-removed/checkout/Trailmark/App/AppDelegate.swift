import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let tripUploadTask = "com.trailmark.app.trip-upload"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.tripUploadTask, using: nil) { task in
            TripUploadJob.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.tripUploadTask, kind: .appRefresh,
                                          phase: .registration, succeeded: registered)
        NSLog("[Trailmark] launch: registered %@ -> %@", Self.tripUploadTask, registered ? "YES" : "NO")

        if ProcessInfo.processInfo.environment["TRAILMARK_UI_TEST_CHECKIN"] == "1" {
            SafetyCheckIn.shared.enable()
        }
        return true
    }
}
