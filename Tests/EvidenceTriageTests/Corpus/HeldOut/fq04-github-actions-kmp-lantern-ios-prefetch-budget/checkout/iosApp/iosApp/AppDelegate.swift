import UIKit
import Shared

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        KoinIosKt.doInitKoin()
        // BGTaskScheduler requires every launch handler to be registered
        // before this method returns.
        IosAppGraph.shared.prefetchScheduler.registerLaunchHandlers()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        IosAppGraph.shared.prefetchCoordinator.onBackgrounded()
    }
}
