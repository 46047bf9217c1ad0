import BackgroundTasks
import CairnKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let bot = Bot.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(bot: bot)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundTasks.scheduleRefresh()
        BackgroundTasks.scheduleMaintenanceIfDue(lastRun: bot.lastMaintenance)
    }
}
