import BackgroundTasks
import Shared
import SwiftUI

@main
struct iOSApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let autoRunTaskID = "net.lumenprobe.autorun"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        KoinKt.doInitKoin(platform: IosPlatformModule(runController: RunController.shared))
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.autoRunTaskID, using: nil) { task in
            AutoRunTaskHandler.shared.handle(task: task as! BGProcessingTask)
        }
        EvidenceLog.registration(Self.autoRunTaskID, kind: .processing, succeeded: ok)
        return true
    }
}
