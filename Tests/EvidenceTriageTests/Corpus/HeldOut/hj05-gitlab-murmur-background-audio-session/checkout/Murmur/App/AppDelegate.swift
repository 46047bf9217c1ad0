import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(feedRefresh: environment.feedRefresh, cleanup: environment.downloadCleanup)
        // Audio session is configured lazily by PlayerViewModel on first play.
        environment.player.restoreQueue()
        return true
    }
}
