import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let subscriptionSyncID = "com.pennyroyal.budget.subscription-sync"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.subscriptionSyncID, using: nil) { task in
            SubscriptionSync.shared.run(task: task as! BGProcessingTask)
        }
        NSLog("[Sync] register %@ -> %@", Self.subscriptionSyncID, ok ? "true" : "false")
        DiagnosticRecorder.shared.record(Self.subscriptionSyncID, kind: .processing, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
        return true
    }
}
