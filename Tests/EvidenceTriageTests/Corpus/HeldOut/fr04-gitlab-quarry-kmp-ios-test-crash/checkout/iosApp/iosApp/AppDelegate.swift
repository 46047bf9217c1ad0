import BackgroundTasks
import UIKit
import shared

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    static let outboxDrainTask = "field.quarry.outbox.drain"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.outboxDrainTask, using: nil) { task in
            OutboxBackgroundTask.shared.handle(task: task as! BGProcessingTask)
        }
        return true
    }
}
