import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BackupScheduler.register()
        NSLog("[Backup] BG register %@ -> %@", BackupScheduler.identifier, ok ? "true" : "false")
        Evidence.record(BackupScheduler.identifier, kind: "processing", phase: "registration",
                        outcome: ok ? "succeeded" : "failed")
        return true
    }
}
