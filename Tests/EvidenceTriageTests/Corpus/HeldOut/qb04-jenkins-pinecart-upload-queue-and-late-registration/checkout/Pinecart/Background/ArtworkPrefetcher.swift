import BackgroundTasks

final class ArtworkPrefetcher {
    static let shared = ArtworkPrefetcher()
    static let identifier = "com.pinecart.app.artwork-prefetch"
    private(set) var isScheduled = false
    private var registered = false

    /// Called when the user turns on "Prefetch artwork overnight" in Settings.
    func enable(settings: SettingsStore) throws {
        if !registered {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
                self.prefetch(task as! BGProcessingTask)
            }
            registered = true
        }
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        try BGTaskScheduler.shared.submit(request)
        isScheduled = true
    }

    private func prefetch(_ task: BGProcessingTask) {
        let job = ArtworkPrefetchJob()
        task.expirationHandler = { job.cancel() }
        job.run { ok in task.setTaskCompleted(success: ok) }
    }
}
