import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let configRefreshID = "com.lanternfish.ios.config-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NSLog("[Lanternfish] launch: registering %@", Self.configRefreshID)
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.configRefreshID, using: nil) { task in
            try? Self.recorder.record(Self.configRefreshID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            ConfigRefreshTask(task: task as! BGAppRefreshTask, stats: StatisticsStore.shared).run()
        }
        try? Self.recorder.record(Self.configRefreshID, kind: .appRefresh, phase: .registration,
                                  outcome: registered ? .succeeded : .failed)

        let center = NotificationCenter.default
        center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
            Self.scheduleConfigRefresh()
        }
        // Background refreshes only bump counters; the app reports them the next time it is active.
        center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
            StatisticsSender.shared.sendPendingStatsIfNeeded()
        }
        return true
    }

    static func scheduleConfigRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: configRefreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(configRefreshID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Background] config-refresh submit failed: %@", "\(error)")
            try? recorder.record(configRefreshID, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }
}
