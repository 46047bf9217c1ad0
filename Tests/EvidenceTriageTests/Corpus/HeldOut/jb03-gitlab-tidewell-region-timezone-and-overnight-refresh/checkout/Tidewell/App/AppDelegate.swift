import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static private(set) var shared: AppDelegate!
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let tideID = try! TaskIdentifier(TideRefreshPlanner.identifier)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.shared = self
        print("[Tidewell] locale \(Locale.current.identifier), time zone \(TimeZone.current.identifier)")
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: TideRefreshPlanner.identifier, using: nil) { task in
            try? Self.recorder.record(self.tideID, kind: .processing, phase: .launch, outcome: .succeeded)
            TideTableDownloader.shared.run(task as! BGProcessingTask)
        }
        try? Self.recorder.record(tideID, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }

    func scheduleOvernightRefresh() {
        let planner = TideRefreshPlanner(scheduler: BGTaskScheduler.shared, clock: SystemClock(),
                                         timeZone: HarbourStore.shared.selected.timeZone)
        do {
            try planner.planOvernightRefresh()
            try? Self.recorder.record(tideID, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Tidewell] overnight refresh not scheduled: \(error)")
            try? Self.recorder.record(tideID, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
