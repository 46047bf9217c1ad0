import BackgroundTasks
import LedgerKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let statementRefresher = StatementRefresher(scheduler: BGTaskScheduler.shared, feed: LiveStatementFeed())

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        statementRefresher.registerHandlers()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? statementRefresher.scheduleNext()
    }
}
