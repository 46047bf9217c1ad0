import XCTest
import BackgroundTasks
@testable import Mossline

final class SyncSchedulerTests: XCTestCase {
    func testRefreshFiresAfterEarliestBeginDate() async throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_789_000_000))
        let fake = FakeTaskScheduler(clock: clock)
        let api = StubObservationAPI(pages: [.fixture(count: 3, cursor: "c-103")])
        let store = ObservationStore.inMemory()
        fake.register(SyncScheduler.refreshID) { try await ObservationSyncJob(api: api, store: store).run() }

        SyncScheduler(scheduler: fake, clock: clock.now).scheduleRefresh()
        clock.advance(by: 16 * 60)
        try await fake.fireDueTasks()

        XCTAssertEqual(fake.firedIdentifiers, [SyncScheduler.refreshID])
        XCTAssertEqual(store.cursor, "c-103")
    }
}
