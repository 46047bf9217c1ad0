import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let inbox = InboxFetcher(api: MurmurAPI.live, store: .shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
        NSLog("[Fetch] minimum background fetch interval set (minimum)")
        return true
    }

    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NSLog("[Fetch] performFetch called")
        inbox.fetch { completionHandler($0) }
    }
}
