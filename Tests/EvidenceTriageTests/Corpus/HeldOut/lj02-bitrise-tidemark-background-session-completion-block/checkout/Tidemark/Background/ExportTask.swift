import BackgroundTasks
import Foundation

/// Chart-pack export to Files continues after the user leaves the app (iOS 26 BGContinuedProcessingTask).
enum ExportTask {
    static let wildcard = "com.tidemark.app.export.*"
    static func identifier(for job: UUID) -> String { "com.tidemark.app.export.\(job.uuidString)" }

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: wildcard, using: nil) { task in
            ExportRunner.shared.run(task as! BGContinuedProcessingTask)
        }
        DiagnosticsLog.record(wildcard, kind: .processing, phase: .registration, ok: ok)
    }

    static func submit(job: UUID, title: String) throws {
        let request = BGContinuedProcessingTaskRequest(identifier: identifier(for: job), title: title, subtitle: "Preparing…")
        request.strategy = .fail
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsLog.record(identifier(for: job), kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticsLog.record(identifier(for: job), kind: .processing, phase: .submission, ok: false, error: error)
            throw error
        }
    }
}
