package app.showrunner.sync

import app.showrunner.tasks.WorkerResult
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals

class LibrarySyncWorkerTest {
    private val repository = FakeLibraryRepository()

    @Test
    fun returnsSuccessWhenSyncCompletes() = runTest {
        val worker = LibrarySyncWorker(repository, FakeConnectivity(online = true))
        assertEquals(WorkerResult.Success, worker.doWork())
    }

    @Test
    fun returnsRetryWhenNetworkUnavailable() = runTest {
        val worker = LibrarySyncWorker(repository, FakeConnectivity(online = false))
        assertEquals(WorkerResult.Retry, worker.doWork())
    }

    @Test
    fun returnsRetryOnTransientError() = runTest {
        repository.failWith = TransientSyncException("503")
        val worker = LibrarySyncWorker(repository, FakeConnectivity(online = true))
        assertEquals(WorkerResult.Retry, worker.doWork())
    }
}
