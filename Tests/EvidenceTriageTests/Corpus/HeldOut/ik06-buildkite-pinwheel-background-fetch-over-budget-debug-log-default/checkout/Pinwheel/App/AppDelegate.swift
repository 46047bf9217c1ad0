import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let mailRefresh = "com.pinwheel.mail.refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.mailRefresh, using: nil) { task in
            try? Self.recorder.record(Self.mailRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            BackgroundFetcher.shared.run(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.mailRefresh, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }
}
