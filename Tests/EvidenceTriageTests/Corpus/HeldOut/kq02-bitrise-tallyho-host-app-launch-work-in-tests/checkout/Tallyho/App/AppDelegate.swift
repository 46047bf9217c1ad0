import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ScoresRefreshScheduler.shared.register()
        StandingsRefresh.register()
        ScoresRefreshScheduler.shared.submitNext()

        // Catch up straight away when the cached fixtures are older than a day, so the
        // first screen is not stale while we wait for the system to grant a refresh.
        if ScoresStore.shared.age > 24 * 3600 {
            print("[Scores] launch catch-up import started (stale \(Int(ScoresStore.shared.age / 3600))h)")
            Task.detached(priority: .utility) {
                await ScoresRefreshJob(store: .shared, api: .live).run(reason: .launchCatchUp)
            }
        }
        return true
    }
}
