import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let ratesRefreshID = "app.pennywise.rates.refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.ratesRefreshID, using: nil) { task in
            ExchangeRateRefresher.shared.run(task as! BGAppRefreshTask)
        }
        Diagnostics.shared.record(Self.ratesRefreshID, kind: .appRefresh, phase: .registration, ok: ok)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        ExchangeRateRefresher.shared.schedule()
    }
}
