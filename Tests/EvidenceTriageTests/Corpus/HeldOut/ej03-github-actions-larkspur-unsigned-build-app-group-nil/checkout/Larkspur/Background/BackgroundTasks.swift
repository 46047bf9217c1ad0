import BackgroundTasks

enum BackgroundTasks {
    static let streakRefresh = "com.larkspur.habits.streak-refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(makeJob: @escaping () -> StreakRefreshJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: streakRefresh, using: nil) { task in
            let job = makeJob()
            Task {
                do { try await job.run(); task.setTaskCompleted(success: true) }
                catch { task.setTaskCompleted(success: false) }
            }
        }
    }
}
