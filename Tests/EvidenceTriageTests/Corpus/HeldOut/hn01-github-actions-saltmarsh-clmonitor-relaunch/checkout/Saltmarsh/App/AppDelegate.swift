import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let timetableRefresh = "com.saltmarsh.ferry.timetable-refresh"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let id = try! TaskIdentifier(Self.timetableRefresh)
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.timetableRefresh, using: nil) { task in
            TimetableRefreshAdapter().handle(task: task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(id, kind: .appRefresh, phase: .registration,
                                  outcome: registered ? .succeeded : .failed,
                                  error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
        GeofenceService.shared.start()
        return true
    }
}
