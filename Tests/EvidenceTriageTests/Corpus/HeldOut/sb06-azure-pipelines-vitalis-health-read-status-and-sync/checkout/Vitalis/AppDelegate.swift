import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        HealthSyncTask.shared.register()
        if SettingsStore.shared.backgroundSyncEnabled {
            try? HealthSyncTask.shared.schedule()
        }
        return true
    }
}
