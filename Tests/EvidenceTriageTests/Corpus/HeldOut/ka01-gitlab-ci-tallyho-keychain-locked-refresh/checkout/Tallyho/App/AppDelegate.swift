import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let timesheetRefresh = try! TaskIdentifier("com.tallyho.app.timesheet-refresh")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("[Tallyho] registering \(Self.timesheetRefresh.rawValue)")
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.timesheetRefresh.rawValue,
                                                         using: nil) { task in
            try? Self.recorder.record(Self.timesheetRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            TimesheetRefreshOperation.run(for: task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.timesheetRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: registered ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        Self.scheduleTimesheetRefresh()
    }

    static func scheduleTimesheetRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: timesheetRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(timesheetRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("[sched] BGAppRefreshTaskRequest(\(timesheetRefresh.rawValue)) rejected: \(error.localizedDescription)")
            try? recorder.record(timesheetRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }
}
