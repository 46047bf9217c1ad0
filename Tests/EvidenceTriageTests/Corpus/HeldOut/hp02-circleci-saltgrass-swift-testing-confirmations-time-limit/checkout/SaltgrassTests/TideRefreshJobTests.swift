import Foundation
import Testing
@testable import Saltgrass

@Suite struct TideRefreshJobTests {
    let now = Date(timeIntervalSince1970: 1_776_150_000)

    @Test func keepsCachedTableWhenOffline() async {
        let cache = InMemoryTideCache(table: .fixture(fetchedAt: now.addingTimeInterval(-7200)))
        let job = TideRefreshJob(cache: cache, client: FailingTideClient(), clock: FixedClock(now), station: .fixture)
        let success = await withCheckedContinuation { c in job.run { c.resume(returning: $0) } }
        #expect(success)
        #expect(cache.storedTables.isEmpty)
    }

    @Test func reportsCompletionOnce() async {
        let cache = InMemoryTideCache(table: .fixture(fetchedAt: now.addingTimeInterval(-600)))
        let job = TideRefreshJob(cache: cache, client: ImmediateTideClient(table: .fixture(fetchedAt: now)),
                                 clock: FixedClock(now), station: .fixture)
        await confirmation("completion reported", expectedCount: 1) { completed in
            job.run { _ in completed() }
        }
    }

    // Submits a real request and waits for the system to launch the task.
    @Test(.timeLimit(.minutes(1)))
    func refreshLaunchesWithinOneMinute() async throws {
        try BackgroundRefresh.schedule(earliestBegin: .now)
        for await event in BackgroundRefresh.events where event == .launched {
            break
        }
    }
}
