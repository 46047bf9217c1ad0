import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    let sync = BGTaskScheduler.shared.register(forTaskWithIdentifier: BankSyncTask.identifier, using: nil) {
      BankSyncTask.handle($0 as! BGAppRefreshTask)
    }
    Diagnostics.record(BankSyncTask.identifier, .appRefresh, .registration, sync ? .succeeded : .failed)
    let archive = BGTaskScheduler.shared.register(forTaskWithIdentifier: StatementArchiveTask.identifier, using: nil) {
      StatementArchiveTask.handle($0 as! BGProcessingTask)
    }
    Diagnostics.record(StatementArchiveTask.identifier, .processing, .registration, archive ? .succeeded : .failed)
    if ProcessInfo.processInfo.arguments.contains("-schedule-bank-sync-now") {
      // Device-lab hook: the settings screen shows "Bank sync scheduled" once this returns.
      try? BankSyncTask.schedule()
    }
    return true
  }
}
