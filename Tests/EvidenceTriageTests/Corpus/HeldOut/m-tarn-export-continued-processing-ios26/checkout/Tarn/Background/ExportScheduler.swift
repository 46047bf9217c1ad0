import BackgroundTasks
import os

final class ExportScheduler {
    static let shared = ExportScheduler()
    static let wildcard = "io.tarnapp.tarn.export.continued.*"
    private let log = Logger(subsystem: "io.tarnapp.tarn", category: "Export")
    private(set) var didRegisterWildcard = false
    private(set) var pendingJobIDs: Set<String> = []

    func registerHandler() {
        didRegisterWildcard = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.wildcard, using: nil) { task in
            guard let task = task as? BGContinuedProcessingTask else { return }
            ExportRunner.attach(task)
        }
        DiagnosticsRecorder.shared.record(id: Self.wildcard, kind: .processing, phase: .registration, ok: didRegisterWildcard)
    }

    func submit(_ job: ExportJob) throws {
        let identifier = "export.continued.\(job.id)"
        let request = BGContinuedProcessingTaskRequest(identifier: identifier, title: "Exporting album", subtitle: "\(job.files.count) photos")
        request.strategy = .fail
        log.info("submitting BGContinuedProcessingTaskRequest \(identifier, privacy: .public)")
        do {
            try BGTaskScheduler.shared.submit(request)
            pendingJobIDs.insert(job.id)
            DiagnosticsRecorder.shared.record(id: identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            log.error("submit failed: \(error as NSError, privacy: .public)")
            DiagnosticsRecorder.shared.record(id: identifier, kind: .processing, phase: .submission, ok: false, error: error)
            throw error
        }
    }
}
