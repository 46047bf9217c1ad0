import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = StatementExportTask.shared.register()
        NSLog("[Export] register %@ -> %@", StatementExportTask.identifier, ok ? "true" : "false")
        Evidence.record(StatementExportTask.identifier, kind: "processing", phase: "registration",
                        outcome: ok ? "succeeded" : "failed")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        StatementExportTask.shared.schedule()
    }
}
