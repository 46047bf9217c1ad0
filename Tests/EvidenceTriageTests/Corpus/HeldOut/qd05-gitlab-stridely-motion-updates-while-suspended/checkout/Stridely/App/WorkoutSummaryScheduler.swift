import BackgroundTasks

enum WorkoutSummaryScheduler {
    static let identifier = "io.stridely.app.summary"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            WorkoutSummaryJob.run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier: identifier, kind: .processing, phase: .registration, outcome: .succeeded)
    }

    static func submitIfNeeded() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier: identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }
}
