import BackgroundTasks
import MarigoldKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let pantryRefreshID = "com.marigold.recipes.pantry-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.pantryRefreshID, using: nil) { task in
            let job = PantryRefreshJob(api: LivePantryAPI(), store: PantryDiskStore.shared)
            let work = Task {
                do {
                    try await job.run()
                    task.setTaskCompleted(success: true)
                } catch {
                    task.setTaskCompleted(success: false)
                }
            }
            task.expirationHandler = { work.cancel() }
        }
        return true
    }
}
