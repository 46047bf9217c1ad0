import BackgroundTasks

enum ScoreRefresh {
    static let identifier = "com.pennantapp.scores.refresh"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let work = Task { await ScoreboardStore.shared.refreshFollowedGames() }
            task.expirationHandler = { work.cancel() }
            Task {
                await work.value
                schedule()
                task.setTaskCompleted(success: true)
            }
        }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 10 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
