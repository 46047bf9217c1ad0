import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    /// Ends hike shares whose timeout passed while the app was suspended.
    static let shareExpiry = try! TaskIdentifier("com.trailhop.app.share-expiry")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.shareExpiry.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.shareExpiry, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            ShareExpiryJob.shared.run(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.shareExpiry, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        return true
    }

    static func scheduleShareExpiry(at date: Date) {
        let request = BGAppRefreshTaskRequest(identifier: shareExpiry.rawValue)
        request.earliestBeginDate = date
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(shareExpiry, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(shareExpiry, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }
}
