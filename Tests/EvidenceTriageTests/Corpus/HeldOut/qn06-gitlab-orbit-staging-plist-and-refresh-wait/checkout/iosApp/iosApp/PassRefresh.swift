import BackgroundTasks
import OrbitShared

enum PassRefresh {
    static let identifier = Bundle.main.bundleIdentifier! + ".passes.refresh"
    static var onHandled: (() -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        Diagnostics.record(identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    static func schedule(after seconds: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(identifier, .appRefresh, .submission, .succeeded)
        } catch {
            Diagnostics.record(identifier, .appRefresh, .submission, .failed, error: error)
            throw error
        }
    }

    private static func handle(_ task: BGAppRefreshTask) {
        Diagnostics.record(identifier, .appRefresh, .launch, .succeeded)
        let job = PassSyncJob.companion.make()
        task.expirationHandler = { job.cancel() }
        job.run { ok in
            task.setTaskCompleted(success: ok.boolValue)
            onHandled?()
        }
    }
}
