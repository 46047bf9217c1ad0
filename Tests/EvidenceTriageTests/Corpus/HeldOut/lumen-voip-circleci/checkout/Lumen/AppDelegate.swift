import PushKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var rootCoordinator: RootCoordinator?
    /// Set by CallsViewController.viewDidLoad() since "Move call plumbing into Calls feature" (#377).
    var voipRegistry: PKPushRegistry?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        rootCoordinator = RootCoordinator(window: window)
        rootCoordinator?.start()
        self.window = window
        return true
    }
}
