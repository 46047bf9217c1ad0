package app.showrunner.sync

import app.showrunner.tasks.BackgroundWorker
import app.showrunner.tasks.WorkerResult

class LibrarySyncWorker(
    private val repository: LibraryRepository,
    private val connectivity: Connectivity,
) : BackgroundWorker {
    override val taskId: String = "com.showrunner.tasks.library-sync"

    override suspend fun doWork(): WorkerResult {
        if (!connectivity.isOnline()) {
            return WorkerResult.Failure("network unavailable")
        }
        return try {
            repository.syncLibrary()
            WorkerResult.Success
        } catch (e: TransientSyncException) {
            WorkerResult.Retry
        }
    }
}
