package app.harbormaster.sync

import io.kotest.core.spec.style.BehaviorSpec
import io.kotest.matchers.shouldBe

class BerthSyncSpec : BehaviorSpec({
    given("a berth list with one changed berth") {
        val store = InMemoryBerthStore(listOf(Berth("A1", occupied = false)))
        val job = BerthSyncJob(FakeBerthApi(listOf(Berth("A1", occupied = true))), store)
        `when`("the sync job runs twice") {
            job.run()
            job.run()
            then("the berth is stored once and marked occupied") {
                store.all() shouldBe listOf(Berth("A1", occupied = true))
            }
        }
    }
})
