import SwiftUI
import BackgroundTasks

@main
struct CopperlineApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
    var body: some Scene { WindowGroup { RootView() } }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        var config = cl_sync_config(app_group: "group.com.copperline.app")
        _ = cl_sync_bootstrap(&config)
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.copperline.app.balance-refresh", using: nil) { task in
            BalanceRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record("com.copperline.app.balance-refresh", kind: .appRefresh, phase: .registration, ok: ok)
        return true
    }
}
