import EvidenceRecorder
import FernhillKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ReminderRefresh.register(recorder: Self.recorder)
        HistoryCompaction.register(recorder: Self.recorder, database: { AppDatabase.shared })
        return true
    }
}
