import BackgroundTasks

struct BackgroundRefreshHandler {
    let job: ComicRefreshJob
    let scheduler: TaskScheduling

    func handle(_ task: AppRefreshTaskProtocol) async {
        scheduler.scheduleNextRefresh()
        task.expirationHandler = { job.cancel(); task.setTaskCompleted(success: false) }
        do {
            try await job.run()
            task.setTaskCompleted(success: true)
        } catch {
            log.error("bg-refresh: store write failed: \(error)")
            // returns without completing the task: the system keeps the app
            // alive until the budget runs out and then terminates it
        }
    }
}
