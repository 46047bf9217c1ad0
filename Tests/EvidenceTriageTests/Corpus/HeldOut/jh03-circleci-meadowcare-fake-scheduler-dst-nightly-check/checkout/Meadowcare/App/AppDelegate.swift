import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  lazy var nightly = NightlyRefillScheduler(
    scheduler: BGTaskScheduler.shared, clock: SystemClock(),
    pharmacy: .live, reminders: RefillReminderPlanner(center: .live, clock: SystemClock()))

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    BGTaskScheduler.shared.register(
      forTaskWithIdentifier: NightlyRefillScheduler.identifier, using: nil
    ) { [nightly] task in
      nightly.handle(task as! BGProcessingTask)
    }
    try? nightly.schedule()
    return true
  }
}
