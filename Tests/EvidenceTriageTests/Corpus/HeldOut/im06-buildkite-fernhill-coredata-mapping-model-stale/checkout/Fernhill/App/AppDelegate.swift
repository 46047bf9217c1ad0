import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let compactID = "com.fernhill.store.compact"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.compactID, using: nil) { task in
            StoreCompactionTask(stack: .shared).run(task as! BGProcessingTask)
        }
        TaskLog.shared.record(Self.compactID, kind: .processing, phase: .registration, ok: ok)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        let request = BGProcessingTaskRequest(identifier: Self.compactID)
        request.requiresExternalPower = true
        try? BGTaskScheduler.shared.submit(request)
    }
}
