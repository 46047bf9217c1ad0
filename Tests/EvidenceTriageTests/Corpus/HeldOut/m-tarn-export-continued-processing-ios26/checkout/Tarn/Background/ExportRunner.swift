import BackgroundTasks

final class ExportRunner {
    private let task: ContinuedTaskProtocol
    private let uploader: Uploading
    private var expired = false

    init(task: ContinuedTaskProtocol, uploader: Uploading) {
        self.task = task
        self.uploader = uploader
        task.expirationHandler = { [weak self] in self?.expired = true }
    }

    func run(_ job: ExportJob) async throws {
        task.progress.totalUnitCount = Int64(job.files.count)
        for (index, file) in job.files.enumerated() {
            if expired { break }
            try await uploader.upload(file)
            if index > 0 { task.progress.completedUnitCount += 1 }
        }
        task.setTaskCompleted(success: true)
    }
}
