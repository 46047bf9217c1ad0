import SwiftUI

@main
struct FerngroveApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    var body: some Scene { WindowGroup { NotesRootView() } }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        SyncRefreshTask.register()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        SyncRefreshTask.submit()
    }
}
