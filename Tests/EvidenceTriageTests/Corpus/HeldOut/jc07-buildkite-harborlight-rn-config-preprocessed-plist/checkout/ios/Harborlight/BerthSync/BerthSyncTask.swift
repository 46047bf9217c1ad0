import BackgroundTasks

/// Refreshes berth bookings for the user's marina. The identifier comes from the same env file
/// that fills BGTaskSchedulerPermittedIdentifiers, so the two cannot drift apart.
enum BerthSyncTask {
    static var identifier: String { RNCConfig.env(for: "BG_SYNC_TASK_ID") ?? "com.harborlight.app.berth-sync" }
    static var onRun: (() -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            onRun?()
            BerthSyncJob.run(task as! BGAppRefreshTask)
        }
        Diagnostics.record(identifier, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(in interval: TimeInterval) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(identifier, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[BerthSync] could not schedule %@: %@", identifier, error as NSError)
            Diagnostics.record(identifier, phase: .submission, outcome: .failed, error: error)
        }
    }
}
