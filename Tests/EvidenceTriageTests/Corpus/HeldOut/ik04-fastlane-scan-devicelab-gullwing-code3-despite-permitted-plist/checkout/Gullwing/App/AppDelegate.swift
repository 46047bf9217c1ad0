import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    let scheduler = BackgroundScheduler(recorder: AppDelegate.recorder)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let info = Bundle.main.infoDictionary ?? [:]
        print("[Gullwing] launch build \(info["CFBundleShortVersionString"] ?? "?") (\(info["CFBundleVersion"] ?? "?"))")
        scheduler.registerHandlers()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? scheduler.scheduleForecastRefresh()
        try? scheduler.scheduleTrackCompaction()
    }
}
