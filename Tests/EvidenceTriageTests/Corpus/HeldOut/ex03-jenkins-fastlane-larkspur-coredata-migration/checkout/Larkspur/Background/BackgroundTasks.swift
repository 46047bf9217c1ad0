import BackgroundTasks

enum BackgroundTasks {
    static let compaction = "org.larkspur.fieldsurvey.photo-compaction"
    static let upload = "org.larkspur.fieldsurvey.survey-upload"

    /// Registered in application(_:didFinishLaunchingWithOptions:).
    static func registerAll(environment: AppEnvironment) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: compaction, using: nil) { task in
            let job = PhotoCompactionJob(photos: environment.photos, writer: environment.compactionWriter)
            ProcessingAdapter(job: job).handle(task as! BGProcessingTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: upload, using: nil) { task in
            UploadAdapter(uploader: environment.uploader).handle(task as! BGProcessingTask)
        }
    }

    static func scheduleCompaction() {
        let request = BGProcessingTaskRequest(identifier: compaction)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        try? BGTaskScheduler.shared.submit(request)
    }
}

final class ProcessingAdapter {
    private let job: PhotoCompactionJob
    init(job: PhotoCompactionJob) { self.job = job }

    func handle(_ task: BGProcessingTask) {
        task.expirationHandler = { [job] in job.cancel() }
        Task {
            do {
                try await job.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
    }
}
