import BackgroundTasks
import os

final class NightlyImportScheduler {
    static let shared = NightlyImportScheduler()
    static let identifier = "app.pantrypal.nightly-import"
    private let log = Logger(subsystem: "app.pantrypal", category: "Background")
    private(set) var lastRunAt: Date?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.lastRunAt = Date()
            NightlyImport.run(task as! BGProcessingTask)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok, privacy: .public)")
        DiagnosticRecorder.shared.record(.registration, Self.identifier, .processing, ok ? .succeeded : .failed)
    }

    func submit() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(request)
        log.info("submitted BGProcessingTaskRequest \(Self.identifier, privacy: .public)")
        DiagnosticRecorder.shared.record(.submission, Self.identifier, .processing, .succeeded)
    }
}
