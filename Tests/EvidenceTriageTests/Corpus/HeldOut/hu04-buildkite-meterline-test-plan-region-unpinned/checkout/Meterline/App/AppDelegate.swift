import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let locale = Locale.current
        NSLog("[Meterline] locale=%@ region=%@ currency=USD", locale.identifier, locale.region?.identifier ?? "?")

        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: ExpiryRefreshPlanner.identifier, using: nil) { task in
            ExpiryRefreshHandler.shared.handle(task as! BGAppRefreshTask)
        }
        NSLog("[Meterline] BG register %@ -> %@", ExpiryRefreshPlanner.identifier, ok ? "true" : "false")
        Evidence.record(ExpiryRefreshPlanner.identifier, kind: "appRefresh", phase: "registration",
                        outcome: ok ? "succeeded" : "failed")
        return true
    }
}
