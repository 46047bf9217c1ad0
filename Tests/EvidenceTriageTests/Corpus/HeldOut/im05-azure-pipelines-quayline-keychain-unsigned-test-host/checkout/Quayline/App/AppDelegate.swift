import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let ticketsRefreshID = "com.quayline.tickets.refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.ticketsRefreshID, using: nil) { task in
            TicketWalletRefresher().run(task as! BGAppRefreshTask)
        }
        TaskDiagnostics.shared.record(Self.ticketsRefreshID, kind: .appRefresh, phase: .registration, ok: ok)
        SessionStore.shared.restore()
        return true
    }
}
