import BackgroundTasks
import SwiftUI

@main
struct GridfallApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            PuzzleListView()
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background {
                WidgetRefreshScheduler.shared.scheduleDaily()
            }
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        WidgetRefreshScheduler.shared.registerHandler()
        return true
    }
}
