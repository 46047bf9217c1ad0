import SwiftUI

@main
struct LarkspurApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup { RootView() }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        LarkspurBackgroundTasks.registerAll {
            FeedRefreshJob(client: HTTPFeedClient.shared, store: EpisodeStore.shared)
        }
        LarkspurBackgroundTasks.scheduleFeedRefresh()
        return true
    }
}
