import BackgroundTasks
import XCTest
@testable import Quire

final class DigestPrefetchSchedulerTests: XCTestCase {
    func testRequestRequiresNetwork() throws {
        let spy = SpyTaskScheduler()
        try DigestPrefetchScheduler(scheduler: spy, now: { .fixture("2026-11-24T20:00:00+01:00") }).scheduleNext()
        XCTAssertEqual((spy.submitted.first as? BGProcessingTaskRequest)?.requiresNetworkConnectivity, true)
    }

    func testNextPrefetchRequestIsForTwoAMLocal() throws {
        let spy = SpyTaskScheduler()
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        try DigestPrefetchScheduler(scheduler: spy, now: { .fixture("2026-11-24T20:00:00+01:00") },
                                    timeZone: berlin).scheduleNext()
        XCTAssertEqual(spy.submitted.first?.earliestBeginDate, .fixture("2026-11-25T02:00:00+01:00"), "earliestBeginDate should be 02:00 in the reader's time zone (Europe/Berlin)")
    }
}
