import UIKit
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Logger(subsystem: "com.ternapp.tern", category: "Launch")
            .info("TimeZone.current = \(TimeZone.current.debugDescription, privacy: .public), locale \(Locale.current.identifier, privacy: .public)")
        RefreshScheduler.shared.register()
        return true
    }
}
