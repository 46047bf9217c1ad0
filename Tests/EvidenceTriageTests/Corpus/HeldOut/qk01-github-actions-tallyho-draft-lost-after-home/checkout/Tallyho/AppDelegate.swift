import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DraftStore.shared.load()
        Log.lifecycle("didFinishLaunching drafts=\(DraftStore.shared.count)")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationWillResignActive(_ application: UIApplication) {
        Log.lifecycle("applicationWillResignActive")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        Log.lifecycle("applicationDidEnterBackground")
        let task = application.beginBackgroundTask(withName: "draft-flush") { }
        DraftStore.shared.flush()
        LastSaved.stamp(Date())
        application.endBackgroundTask(task)
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        Log.lifecycle("applicationWillEnterForeground")
    }
}
