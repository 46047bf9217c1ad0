import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: LibraryUploadTask.identifier, using: nil) { task in
            LibraryUploadTask.handle(task as! BGProcessingTask, queue: .shared)
        }
        DiagnosticsRecorder.shared.record(LibraryUploadTask.identifier, kind: .processing, phase: .registration,
                                          outcome: ok ? .succeeded : .failed)
        UploadQueue.shared.resumeAfterRelaunch()
        return true
    }

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        UploadQueue.shared.backgroundEventsCompletion = completionHandler
    }
}
