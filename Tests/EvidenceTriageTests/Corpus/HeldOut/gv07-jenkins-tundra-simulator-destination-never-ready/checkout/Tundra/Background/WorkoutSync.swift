import BackgroundTasks

enum WorkoutSync {
    static let identifier = "health.tundra.app.workouts.sync"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let job = WorkoutSyncJob(store: .shared, health: .live)
            let work = Task { task.setTaskCompleted(success: await job.run()) }
            task.expirationHandler = { work.cancel() }
        }
    }
}
