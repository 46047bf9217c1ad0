import BackgroundTasks
import os

final class NightlyReport {
    static let shared = NightlyReport()
    static let taskID = "com.harborlight.app.nightly-report"
    private let log = Logger(subsystem: "com.harborlight.app", category: "BG")
    var onGenerated: ((URL) -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskID, using: nil) { task in
            self.run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(id: Self.taskID, kind: .processing, phase: .registration, ok: ok)
    }

    func schedule(at date: Date) throws {
        let request = BGProcessingTaskRequest(identifier: Self.taskID)
        request.earliestBeginDate = date
        request.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(request)
        log.info("submitted \(Self.taskID, privacy: .public) earliestBeginDate=\(date, privacy: .public) requiresExternalPower=true")
        DiagnosticRecorder.shared.record(id: Self.taskID, kind: .processing, phase: .submission, ok: true)
    }

    private func run(_ task: BGProcessingTask) {
        DiagnosticRecorder.shared.record(id: Self.taskID, kind: .processing, phase: .launch, ok: true)
        let url = ReportBuilder.buildNightly()
        task.setTaskCompleted(success: true)
        onGenerated?(url)
    }
}
