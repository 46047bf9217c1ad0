import BackgroundTasks

enum ExportScheduler {
    static let taskID = "com.ledgerly.export"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: taskID, using: nil) { task in
            ExportRunner.handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(id: taskID, kind: .processing, phase: .registration, ok: ok)
    }
}
