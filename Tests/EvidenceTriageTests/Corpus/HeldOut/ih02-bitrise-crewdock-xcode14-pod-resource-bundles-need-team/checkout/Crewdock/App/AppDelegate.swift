import BackgroundTasks
import GoogleSignIn
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let shiftRefresh = ShiftRefreshScheduler(identifier: "com.crewdock.app.shift-sync")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        shiftRefresh.register()
        return true
    }

    func application(_ app: UIApplication, open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        GIDSignIn.sharedInstance.handle(url)
    }
}
