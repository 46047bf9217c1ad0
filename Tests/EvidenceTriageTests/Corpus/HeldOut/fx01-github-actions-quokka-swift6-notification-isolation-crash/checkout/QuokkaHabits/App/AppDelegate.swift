import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let container = AppContainer.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BackgroundTasks.registerAll(job: container.streakRefreshJob)
        return true
    }
}
