import SwiftUI
import BackgroundTasks
import QuillKit

@main
struct QuillApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    init() {
        // Route QuillKit logging into the in-app diagnostics screen.
        Logging.sink.set { message in
            DiagnosticsStore.shared.append(message)
        }
    }

    var body: some Scene {
        WindowGroup { JournalRootView() }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let refreshTaskID = "com.quillapp.journal.refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshTaskID, using: nil) { task in
            RefreshTaskAdapter.shared.handle(task as! BGAppRefreshTask)
        }
        EvidenceRecorder.registration(Self.refreshTaskID, kind: .appRefresh, succeeded: ok)
        return true
    }
}
