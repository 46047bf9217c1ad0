import BackgroundTasks

/// The app's background tasks: registered at launch, before application(_:didFinishLaunchingWithOptions:)
/// returns. Both identifiers must be in the built app's BGTaskSchedulerPermittedIdentifiers.
enum BackgroundTasks {
    static let refresh = "com.example.app.refresh"
    static let cleanup = "com.example.app.cleanup"

    static func registerAll(job: SyncRefreshJob, cleaner: CacheCleaner) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh, using: nil) { task in
            BackgroundRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: cleanup, using: nil) { task in
            CleanupAdapter(cleaner: cleaner).handle(task: task as! BGProcessingTask)
        }
    }

    static func scheduleRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: refresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try BGTaskScheduler.shared.submit(request)
    }
}
