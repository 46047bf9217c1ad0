import UIKit
import Shared

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        KoinKt.doInitKoin()
        BackgroundRefresh.register { task in
            EpisodeRefreshRunner.shared.handle(task: task)
        }
        return true
    }
}
