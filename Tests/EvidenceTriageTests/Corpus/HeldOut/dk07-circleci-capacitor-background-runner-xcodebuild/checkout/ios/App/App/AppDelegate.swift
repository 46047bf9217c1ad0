import Capacitor
import CapacitorBackgroundRunner
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NSLog("[BackgroundRunner] registering com.bramblehq.checkin.task")
        BackgroundRunnerPlugin.registerBackgroundTask()
        BackgroundRunnerPlugin.handleApplicationDidFinishLaunching(launchOptions: launchOptions)
        Diagnostics.record(identifier: "com.bramblehq.checkin.task", kind: .appRefresh, phase: .registration, outcome: .succeeded)
        return true
    }
}
