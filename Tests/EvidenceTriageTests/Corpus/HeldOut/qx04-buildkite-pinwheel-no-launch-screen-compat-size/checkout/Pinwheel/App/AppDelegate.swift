import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Interface Builder free since 3.0: no Main.storyboard, no LaunchScreen.storyboard.
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = RootTabController()
        window.makeKeyAndVisible()
        self.window = window
        NSLog("[Layout] window bounds %@", NSCoder.string(for: window.bounds))
        return true
    }
}
