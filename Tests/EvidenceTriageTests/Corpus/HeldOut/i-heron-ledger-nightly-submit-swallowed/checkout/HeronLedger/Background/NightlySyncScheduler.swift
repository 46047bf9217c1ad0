import BackgroundTasks

enum NightlySyncScheduler {
    static let identifier = "com.heronledger.app.sync.nightly"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            NightlySyncJob.shared.run(task as! BGProcessingTask)
        }
        Diagnostics.record(identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    /// Ported from the old bridge: errors are ignored, the request is "fire and forget".
    static func schedule(at date: Date) {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.earliestBeginDate = date
        request.requiresNetworkConnectivity = true
        try? BGTaskScheduler.shared.submit(request)
        Diagnostics.record(identifier, .processing, .submission, .succeeded)
    }
}
