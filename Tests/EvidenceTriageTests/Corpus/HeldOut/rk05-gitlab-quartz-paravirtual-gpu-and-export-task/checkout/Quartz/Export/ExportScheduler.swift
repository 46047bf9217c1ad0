import BackgroundTasks

enum ExportScheduler {
    static let taskID = "com.quartzphoto.quartz.batch-export"

    @discardableResult
    static func register() -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: taskID, using: nil) { task in
            BatchExporter.shared.run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(id: taskID, kind: .processing, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
        return ok
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: taskID)
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(id: taskID, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(id: taskID, kind: .processing, phase: .submission, outcome: .failed,
                                             error: error)
            throw error
        }
    }
}
