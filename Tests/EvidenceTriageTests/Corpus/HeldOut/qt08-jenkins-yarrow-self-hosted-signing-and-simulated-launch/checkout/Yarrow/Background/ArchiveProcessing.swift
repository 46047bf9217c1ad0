import BackgroundTasks

final class ArchiveProcessing {
    static let shared = ArchiveProcessing()
    static let identifier = "com.yarrowapp.yarrow.archive"

    func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(Self.identifier, .processing, .submission, .succeeded)
        } catch {
            DiagnosticsRecorder.shared.record(Self.identifier, .processing, .submission, .failed, error: error)
            throw error
        }
    }

    func handle(_ task: BGProcessingTask) { task.setTaskCompleted(success: true) }
}
