import BackgroundTasks
import EvidenceRecorder
import SwiftData
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let compaction = try! TaskIdentifier("com.lanternchat.app.store-compaction")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.compaction.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.compaction, kind: .processing, phase: .launch, outcome: .succeeded)
            StoreCompaction.shared.run(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.compaction, kind: .processing, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        application.registerForRemoteNotifications()
        return true
    }

    /// Silent pushes (`content-available: 1`) carry new messages for any signed-in account.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        await PushIngestor.shared.ingest(userInfo) ? .newData : .noData
    }
}
