import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment.live

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll { [environment] in
            TimetableRefreshJob(feed: environment.feed,
                                store: environment.departures,
                                routes: { environment.favourites.routes })
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundTasks.scheduleRefresh()
    }
}
