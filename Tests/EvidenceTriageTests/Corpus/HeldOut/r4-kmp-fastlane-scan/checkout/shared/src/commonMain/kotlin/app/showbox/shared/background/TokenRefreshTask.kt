package app.showbox.shared.background

class TokenRefreshTask(
    private val submitter: TaskSubmitter,
    private val refresher: TokenRefresher,
) {
    suspend fun handle(task: BackgroundTaskHandle) {
        task.setExpirationHandler { refresher.cancel() }
        val result = runCatching { refresher.refresh() }
        if (result.isSuccess) {
            submitter.submitAppRefresh(IosTaskIds.TOKEN_REFRESH, earliestBeginSeconds = 4 * 60 * 60)
            task.setTaskCompleted(success = true)
        } else {
            // BUG: the failure path completes without chaining the next request.
            task.setTaskCompleted(success = false)
        }
    }
}
