import BackgroundTasks

final class SensorSync {
    static let shared = SensorSync()

    func submit(_ request: BGProcessingTaskRequest) throws {
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(request.identifier, .processing, .submission, .succeeded)
        } catch {
            DiagnosticsRecorder.shared.record(request.identifier, .processing, .submission, .failed, error: error)
            NSLog("[SensorSync] submit failed: %@", error as NSError)
            throw error
        }
    }
}
