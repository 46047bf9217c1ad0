import BackgroundTasks
import EvidenceRecorder

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let inboxRefresh = try! TaskIdentifier("com.quaysidemail.app.inbox-refresh")
    static let indexMaintenance = try! TaskIdentifier("com.quaysidemail.app.index-maintenance")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll() {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: inboxRefresh.rawValue, using: nil) { task in
            InboxRefreshAdapter(job: .live).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(inboxRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let maintenanceOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: indexMaintenance.rawValue, using: nil) { task in
            IndexMaintenanceAdapter().handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(indexMaintenance, kind: .processing, phase: .registration,
                             outcome: maintenanceOK ? .succeeded : .failed,
                             error: maintenanceOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
