import UIKit
import BackgroundTasks

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: UploadScheduler.identifier, using: nil) { task in
            UploadScheduler.shared.handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(UploadScheduler.identifier, kind: .processing, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
        return true
    }
}
