import SwiftUI
import BackgroundTasks

@main
struct TindaleApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    var body: some Scene { WindowGroup { RootView() } }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        DiagnosticsRecorder.shared.start()
        LedgerRefresh.register()
        ReceiptOCRQueue.register()
        return true
    }
}
