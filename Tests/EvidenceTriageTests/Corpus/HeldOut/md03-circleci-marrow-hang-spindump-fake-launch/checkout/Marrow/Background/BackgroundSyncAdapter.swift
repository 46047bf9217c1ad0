import Foundation

final class BackgroundSyncAdapter {
    static let identifier = "com.marrow.sync.processing"
    let scheduler: TaskScheduling
    let job: NoteSyncJob
    init(scheduler: TaskScheduling, job: NoteSyncJob) { self.scheduler = scheduler; self.job = job }

    func registerAtLaunch() {
        _ = scheduler.register(forTaskWithIdentifier: Self.identifier) { [job] task in
            task.expirationHandler = { }
            job.runInBackground { success in task.setTaskCompleted(success: success) }
        }
    }

    func submit() throws {
        try scheduler.submit(ProcessingRequest(identifier: Self.identifier, requiresNetwork: true))
    }
}
