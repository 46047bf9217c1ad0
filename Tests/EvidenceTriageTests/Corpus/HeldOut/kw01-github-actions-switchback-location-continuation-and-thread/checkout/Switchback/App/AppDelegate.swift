import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let uploadTaskID = "com.switchback.app.track-upload"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.uploadTaskID, using: nil) { task in
            TrackUploadJob.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.registration(Self.uploadTaskID, kind: .appRefresh, succeeded: ok)
        print("[Switchback] launch: registered \(Self.uploadTaskID) = \(ok)")
        return true
    }
}
