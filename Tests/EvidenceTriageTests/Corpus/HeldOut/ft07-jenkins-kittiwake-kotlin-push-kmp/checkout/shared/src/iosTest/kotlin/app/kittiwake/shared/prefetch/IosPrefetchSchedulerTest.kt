package app.kittiwake.shared.prefetch

import platform.BackgroundTasks.BGAppRefreshTaskRequest
import platform.BackgroundTasks.BGProcessingTaskRequest
import platform.BackgroundTasks.BGTaskRequest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertTrue

class IosPrefetchSchedulerTest {
    private val submitted = mutableListOf<BGTaskRequest>()
    private val scheduler = IosPrefetchScheduler { submitted += it }

    @Test
    fun topUpIsAnAppRefreshRequest() {
        scheduler.scheduleTopUp()
        val request = assertIs<BGAppRefreshTaskRequest>(submitted.single())
        assertEquals(IosPrefetchScheduler.REFRESH_ID, request.identifier)
    }

    @Test
    fun bulkPassRequiresExternalPower() {
        scheduler.scheduleBulkPass()
        assertTrue(assertIs<BGProcessingTaskRequest>(submitted.single()).requiresExternalPower)
    }

    @Test
    fun processingRequestRequiresNetworkConnectivity() {
        scheduler.scheduleBulkPass()
        val request = assertIs<BGProcessingTaskRequest>(submitted.single())
        // Without it iOS may launch the pass offline, where the gate never opens and the budget burns.
        assertTrue(request.requiresNetworkConnectivity, "processing request must require network connectivity")
    }
}
