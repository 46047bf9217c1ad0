import BackgroundTasks

enum NightlyDigestTask {
    static let identifier = "com.oakhollow.journal.nightly-digest"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let job = DigestJob(store: PersistenceController.shared.container)
            task.expirationHandler = { job.cancel() }
            job.run { ok in task.setTaskCompleted(success: ok) }
        }
        DiagnosticLog.record(identifier, kind: .processing, phase: .registration, succeeded: ok)
    }
}
