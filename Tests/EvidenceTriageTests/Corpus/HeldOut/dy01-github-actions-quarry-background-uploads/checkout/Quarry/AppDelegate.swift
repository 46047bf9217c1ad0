import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let uploadRetryTaskID = "app.quarry.ios.upload-retry"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.uploadRetryTaskID, using: nil) { task in
            UploadRetryJob.shared.handle(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.uploadRetryTaskID, kind: .processing,
                                          phase: .registration, succeeded: registered)
        return true
    }

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        BackgroundEventsBridge.shared.store(completionHandler, for: identifier)
    }
}
