import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let services = AppServices.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Both launch handlers must be in place before this method returns.
        BackgroundTaskCatalog.registerAll(services: services)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = TideListViewController(services: services)
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundTaskCatalog.scheduleRefresh()
        BackgroundTaskCatalog.schedulePrune()
    }
}
