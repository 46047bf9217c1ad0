import UIKit
import BackgroundTasks
import Shared

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshTaskID = "com.kestrelapps.ledger.refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Keep the process alive on unhandled Kotlin exceptions and log them instead.
        KotlinExceptionHookKt.installUnhandledExceptionLogger()

        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshTaskID, using: nil) { task in
            LedgerRefreshHandler(sync: AppEnvironment.shared.ledgerSync).handle(task as! BGAppRefreshTask)
        }
        return true
    }
}

final class LedgerRefreshHandler {
    private let sync: LedgerSync
    init(sync: LedgerSync) { self.sync = sync }

    func handle(_ task: BGAppRefreshTask) {
        let work = Task {
            do {
                _ = try await sync.fetchSince()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
