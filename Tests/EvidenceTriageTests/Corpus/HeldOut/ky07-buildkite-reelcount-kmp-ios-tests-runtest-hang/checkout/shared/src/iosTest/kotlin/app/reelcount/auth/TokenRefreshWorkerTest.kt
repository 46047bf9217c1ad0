package app.reelcount.auth

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertTrue

class TokenRefreshWorkerTest {
    @Test
    fun refreshCompletesBeforeDeadline() {
        val store = InMemoryTokenStore(expired = true)
        runTest {
            val result = TokenRefreshWorker(FakeAuthApi(), store).doWork()
            assertTrue(result.isSuccess)
        }
        println("refreshCompletesBeforeDeadline: runTest completed")
    }
}
