import BackgroundTasks

enum PlantSync {
    static let identifier = "com.larkspur.plants.sync"   // BGTaskSchedulerPermittedIdentifiers

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(store: PlantStore) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let work = Task {
                let ok = (try? await PlantSyncJob(store: store, api: .live).run()) != nil
                task.setTaskCompleted(success: ok)
            }
            task.expirationHandler = { work.cancel() }
            schedule()
        }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 4 * 3600)
        try? BGTaskScheduler.shared.submit(request)
    }
}
