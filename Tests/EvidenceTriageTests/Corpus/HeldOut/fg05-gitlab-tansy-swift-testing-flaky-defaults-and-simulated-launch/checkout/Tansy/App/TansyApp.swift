import SwiftUI
import TansyKit

@main
struct TansyApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            HabitListView()
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background {
                HabitSyncRefresh.schedule()
            }
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        HabitSyncRefresh.register {
            try await SyncClient.shared.pullCompletions()
        }
        print("[sync] registered \(HabitSyncRefresh.identifier): true")
        return true
    }
}
