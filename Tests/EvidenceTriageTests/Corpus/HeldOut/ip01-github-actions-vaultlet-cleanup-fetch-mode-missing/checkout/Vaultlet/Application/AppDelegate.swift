import BackgroundTasks
import UIKit
import VaultletShared

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var appProcessor: AppProcessor?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        let services = ServiceContainer.shared
        // Launch handlers must be registered before this method returns.
        services.backgroundSessionCleanupService.registerLaunchHandler()
        appProcessor = AppProcessor(services: services)
        appProcessor?.start()
        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
