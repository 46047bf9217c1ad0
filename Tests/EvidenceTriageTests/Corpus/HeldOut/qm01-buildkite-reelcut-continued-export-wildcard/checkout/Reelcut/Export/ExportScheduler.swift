import BackgroundTasks

final class ExportScheduler {
    private let scheduler: BGTaskScheduler

    init(scheduler: BGTaskScheduler = .shared) {
        self.scheduler = scheduler
    }

    func request(forJob jobID: String, title: String) -> BGContinuedProcessingTaskRequest {
        let request = BGContinuedProcessingTaskRequest(
            identifier: "com.reelcut.app.export.\(jobID)",
            title: title,
            subtitle: "Preparing export")
        request.strategy = .fail
        return request
    }

    func submitExport(jobID: String, title: String) throws {
        let request = request(forJob: jobID, title: title)
        do {
            try scheduler.submit(request)
            DiagnosticRecorder.shared.submission(request.identifier, kind: .processing, ok: true)
        } catch {
            DiagnosticRecorder.shared.submission(request.identifier, kind: .processing, ok: false, error: error)
            throw error
        }
    }
}
