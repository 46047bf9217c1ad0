import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundRefresh.register {
            TideRefreshJob(cache: FileTideCache.shared, client: URLSessionTideClient(),
                           clock: SystemClock(), station: Settings.shared.station)
        }
        return true
    }
}
