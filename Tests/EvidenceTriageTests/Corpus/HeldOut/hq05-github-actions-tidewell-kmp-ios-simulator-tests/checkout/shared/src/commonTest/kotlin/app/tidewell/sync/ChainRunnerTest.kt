package app.tidewell.sync

import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals

class ChainRunnerTest {

    private class FakeStep(override val name: String, private val ok: Boolean) : ChainStep {
        var executions = 0
        override suspend fun execute(): Boolean { executions++; return ok }
    }

    @Test
    fun runsAllStepsWhenEverythingSucceeds() = runTest {
        val result = ChainRunner(listOf(FakeStep("upload-photos", true), FakeStep("prune-cache", true))).run()
        assertEquals(listOf("upload-photos", "prune-cache"), result.ran)
    }

    @Test
    fun stopsChainAfterFirstFailure() = runTest {
        val prune = FakeStep("prune-cache", true)
        val result = ChainRunner(listOf(FakeStep("upload-photos", false), prune)).run()
        assertEquals("upload-photos", result.failed)
        assertEquals(listOf("upload-photos"), result.ran)
        assertEquals(0, prune.executions)
    }
}
