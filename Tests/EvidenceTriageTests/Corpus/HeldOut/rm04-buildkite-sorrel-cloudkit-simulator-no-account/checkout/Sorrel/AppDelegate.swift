import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let cloud = CloudStack()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.sorrel.app.cloud-reconcile", using: nil) { task in
            ReconcileJob(stack: self.cloud).run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record("com.sorrel.app.cloud-reconcile", .processing, .registration, ok ? .succeeded : .failed)
        application.registerForRemoteNotifications()
        return true
    }
}
