import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    /// Locks vaults whose auto-lock timeout passed while the app was suspended.
    static let autoLock = try! TaskIdentifier("com.cipherbox.app.vault-autolock")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.autoLock.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.autoLock, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            AutoLockJob.shared.run(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.autoLock, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        return true
    }
}
