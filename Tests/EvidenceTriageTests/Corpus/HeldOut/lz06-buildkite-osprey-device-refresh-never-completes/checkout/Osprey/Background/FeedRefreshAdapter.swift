import BackgroundTasks

final class FeedRefreshAdapter {
    func handle(_ task: BGAppRefreshTask) {
        Diagnostics.record(.launch, BackgroundTasks.feedRefresh)
        task.expirationHandler = { AccountManager.shared.cancelRefresh() }
        AccountManager.shared.refreshAll { results in
            // NewsBlur accounts never call back when the river returns an empty page,
            // so setTaskCompleted is never reached for them.
            Diagnostics.record(.completion, BackgroundTasks.feedRefresh)
            BackgroundTasks.onCompletion?(BackgroundTasks.feedRefresh, results.allSucceeded)
            task.setTaskCompleted(success: results.allSucceeded)
        }
    }
}
