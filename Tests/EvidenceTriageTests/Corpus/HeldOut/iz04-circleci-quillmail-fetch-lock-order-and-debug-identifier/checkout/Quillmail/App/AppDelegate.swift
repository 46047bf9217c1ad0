import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let fetchTaskIdentifier = "app.quillmail.ios.fetch"
    static let cleanupTaskIdentifier = "app.quillmail.ios.cleanup"

    private(set) var registered: [String: Bool] = [:]
    let backgroundFetch = BackgroundFetch()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        registered[Self.fetchTaskIdentifier] = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: Self.fetchTaskIdentifier, using: nil) { [backgroundFetch] task in
                backgroundFetch.perform(task: task as! BGAppRefreshTask)
            }
        registered[Self.cleanupTaskIdentifier] = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: Self.cleanupTaskIdentifier, using: nil) { task in
                CleanupJob.run(task as! BGProcessingTask)
            }
        for (id, ok) in registered.sorted(by: { $0.key < $1.key }) {
            QLog.info("bgtask register \(id): \(ok)")
            Diagnostics.registration(id, kind: id == Self.fetchTaskIdentifier ? .appRefresh : .processing, ok: ok)
        }
        return true
    }
}
