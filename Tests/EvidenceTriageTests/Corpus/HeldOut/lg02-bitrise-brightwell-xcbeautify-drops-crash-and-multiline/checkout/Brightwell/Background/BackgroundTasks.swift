import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refresh = try! TaskIdentifier("com.brightwell.app.refresh")
    static let statementImport = try! TaskIdentifier("com.brightwell.app.statement-import")

    static func registerAll(sync: LedgerSyncJob, importer: StatementImportJob) {
        register(refresh, kind: .appRefresh) { task in
            LedgerRefreshAdapter(job: sync).handle(task: task as! BGAppRefreshTask)
        }
        // Moved from a BGAppRefreshTask to a processing task in #1093: imports can take minutes.
        register(statementImport, kind: .processing) { task in
            StatementImportAdapter(job: importer).handle(task: task as! BGProcessingTask)
        }
    }

    private static func register(_ id: TaskIdentifier, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil, launchHandler: handler)
        NSLog("[BW] register %@ -> %@", id.rawValue, ok ? "ok" : "rejected")
        try? recorder.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleStatementImport() {
        let request = BGProcessingTaskRequest(identifier: statementImport.rawValue)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(statementImport, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[BW] submit %@ failed: %@", statementImport.rawValue, String(describing: error))
            try? recorder.record(statementImport, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
