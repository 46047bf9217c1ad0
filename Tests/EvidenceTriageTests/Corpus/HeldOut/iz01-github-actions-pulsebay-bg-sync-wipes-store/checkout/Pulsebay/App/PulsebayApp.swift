import SwiftUI
import BackgroundTasks
import os

@main
struct PulsebayApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            RootView()
                .modelContainer(StoreFactory.foregroundContainer)
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.pulsebay.app", category: "Background")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // Both identifiers are listed in Info.plist (BGTaskSchedulerPermittedIdentifiers)
        // and the target has `fetch` + `processing` + `bluetooth-central` background modes.
        for id in [BackgroundIDs.ringDrain, BackgroundIDs.historyBackfill] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                BackgroundSyncHandler.live.handle(task)
            }
            log.info("launch: registered \(id, privacy: .public) -> \(ok)")
            DiagnosticsRecorder.shared.registration(id, kind: id == BackgroundIDs.ringDrain ? .appRefresh : .processing, ok: ok)
        }
        return true
    }
}

enum BackgroundIDs {
    static let ringDrain = "com.pulsebay.app.ring-drain"
    static let historyBackfill = "com.pulsebay.app.history-backfill"
}
