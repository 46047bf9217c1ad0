import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder.fromEnvironment()
    static let refillRefresh = try! TaskIdentifier("com.marigold.rx.refill-refresh")
    static let historyCompaction = try! TaskIdentifier("com.marigold.rx.history-compaction")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let refresh = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refillRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.refillRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            NotificationCenter.default.post(name: .refillRefreshDidLaunch, object: nil)
            task.setTaskCompleted(success: RefillRefreshOperation.live.run())
        }
        try? Self.recorder.record(Self.refillRefresh, kind: .appRefresh, phase: .registration, outcome: refresh ? .succeeded : .failed)
        let compaction = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.historyCompaction.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.historyCompaction, kind: .processing, phase: .launch, outcome: .succeeded)
            HistoryCompactionJob.live.handle(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.historyCompaction, kind: .processing, phase: .registration, outcome: compaction ? .succeeded : .failed)
        return true
    }

    static func scheduleRefillRefresh(after seconds: TimeInterval) {
        let request = BGAppRefreshTaskRequest(identifier: refillRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refillRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("refill-refresh not scheduled: %@", "\(error)")
            try? recorder.record(refillRefresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
