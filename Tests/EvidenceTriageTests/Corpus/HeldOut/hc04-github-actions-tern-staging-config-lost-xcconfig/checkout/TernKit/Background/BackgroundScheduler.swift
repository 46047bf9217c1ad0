import BackgroundTasks
import EvidenceRecorder
import Foundation

final class BackgroundScheduler {
    static let shared = BackgroundScheduler()
    let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    func registerAll(refresh: SightingsRefreshJob, export: NightlyExportJob) {
        register(TaskID.refresh, kind: .appRefresh) { task in
            RefreshAdapter(job: refresh).handle(task as! BGAppRefreshTask)
        }
        register(TaskID.nightlyExport, kind: .processing) { task in
            ExportAdapter(job: export).handle(task as! BGProcessingTask)
        }
    }

    private func register(_ id: String, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        try? recorder.record(try TaskIdentifier(id), kind: kind, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    func scheduleNightlyExport(now: Date = Date()) throws {
        let request = BGProcessingTaskRequest(identifier: TaskID.nightlyExport)
        request.requiresExternalPower = true
        request.earliestBeginDate = Calendar.current.nextDate(after: now, matching: DateComponents(hour: 2),
                                                              matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try TaskIdentifier(TaskID.nightlyExport), kind: .processing,
                                 phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(try TaskIdentifier(TaskID.nightlyExport), kind: .processing,
                                 phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
