import BackgroundTasks
import os

final class NightlyBackup {
    static let identifier = "com.puffintrips.puffin.backup"
    static let shared = NightlyBackup()
    var onRunForTesting: (() -> Void)?
    private let log = Logger(subsystem: "com.puffintrips.puffin", category: "Backup")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .processing, phase: .registration, ok: ok)
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
    }

    func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        try BGTaskScheduler.shared.submit(request)
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .processing, phase: .submission, ok: true)
        log.info("submitted BGProcessingTaskRequest \(Self.identifier, privacy: .public) earliestBeginDate=\(request.earliestBeginDate!, privacy: .public)")
    }

    private func handle(_ task: BGProcessingTask) {
        onRunForTesting?()
        task.setTaskCompleted(success: true)
    }
}
