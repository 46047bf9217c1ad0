import BackgroundTasks
import EvidenceRecorder
import ParleyKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let inboxRefreshID = "com.parley.ios.inbox-refresh"
    static let mediaCleanupID = "com.parley.ios.media-cleanup"
    private(set) static var inboxRefreshRegistered = false

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.inboxRefreshRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.inboxRefreshID, using: nil) { task in
            try? Self.recorder.record(Self.inboxRefreshID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            InboxRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        let cleanup = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.mediaCleanupID, using: nil) { task in
            try? Self.recorder.record(Self.mediaCleanupID, kind: .processing, phase: .launch, outcome: .succeeded)
            MediaCleanup.shared.handle(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.mediaCleanupID, kind: .processing, phase: .registration,
                                  outcome: cleanup ? .succeeded : .failed)
        NSLog("[Parley] inbox-refresh registered: %@", Self.inboxRefreshRegistered ? "yes" : "no")
        try? Self.recorder.record(Self.inboxRefreshID, kind: .appRefresh, phase: .registration,
                                  outcome: Self.inboxRefreshRegistered ? .succeeded : .failed)
        CryptoStack.shared.start(processName: "app")
        return true
    }
}
