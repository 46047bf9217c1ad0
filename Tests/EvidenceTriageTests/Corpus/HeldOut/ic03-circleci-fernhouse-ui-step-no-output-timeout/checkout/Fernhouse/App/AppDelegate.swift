import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let scheduler = BackgroundScheduler.live

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Both handlers are registered before launch finishes.
        scheduler.registerHandlers()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        scheduler.scheduleWateringSync()
        scheduler.schedulePhotoCleanup()
    }
}
