import BackgroundTasks

enum TilePruneScheduler {
    static let identifier = "nz.saltbush.weather.tile-prune"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            TilePruneJob.shared.handle(task as! BGProcessingTask)
        }
        Diagnostics.record(identifier, .processing, .registration, ok ? .succeeded : .failed, nil)
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(identifier, .processing, .submission, .succeeded, nil)
        } catch {
            Diagnostics.record(identifier, .processing, .submission, .failed, error)
            throw error
        }
    }
}
