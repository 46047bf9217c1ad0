import Clocks
import Foundation
import Testing
@testable import Fieldnote

@MainActor
@Suite("Morning digest")
struct DigestSchedulerTests {
    @Test func digestWaitsForEarliestBeginDate() async {
        let clock = TestClock()
        let scheduler = DigestScheduler(clock: clock, due: { .seconds(90) })
        let task = Task { await scheduler.start() }

        await clock.advance(by: .seconds(89))
        #expect(scheduler.sentCount == 0)
        await clock.advance(by: .seconds(1))
        await task.value
        #expect(scheduler.sentCount == 1)
    }

    @Test func digestDeliveredAtEarliestBeginDate() async {
        let clock = TestClock()
        // The digest is already due: earliestBeginDate == now.
        let scheduler = DigestScheduler(clock: clock, due: { .zero })
        let task = Task { await scheduler.start() }

        await Task.megaYield()
        #expect(scheduler.sentCount == 1)
        task.cancel()
    }
}
