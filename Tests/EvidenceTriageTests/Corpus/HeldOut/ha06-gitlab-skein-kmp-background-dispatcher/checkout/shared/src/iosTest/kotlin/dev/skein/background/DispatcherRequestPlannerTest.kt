package dev.skein.background

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull

class DispatcherRequestPlannerTest {
    @Test
    fun emptyQueueSchedulesNothing() {
        assertNull(DispatcherRequestPlanner.plan(emptyList()))
    }

    @Test
    fun dispatcherIsAlwaysProcessingRequest() {
        val plan = DispatcherRequestPlanner.plan(listOf(PendingTask("a", requiresNetwork = false, isHeavy = false)))
        assertEquals(DispatcherRequest.Kind.PROCESSING, plan?.kind)
    }

    @Test
    fun networkRequiredOnlyWhenEveryTaskNeedsIt() {
        val pending = listOf(
            PendingTask("upload-photos", requiresNetwork = true, isHeavy = false),
            PendingTask("compact-db", requiresNetwork = false, isHeavy = false),
        )
        val plan = DispatcherRequestPlanner.plan(pending)
        assertEquals(false, plan?.requiresNetworkConnectivity, "one offline task must not be blocked on network")
    }
}
