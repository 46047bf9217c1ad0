import XCTest
@testable import Lanternfish

final class TideAlertSchedulerTests: XCTestCase {
    func testAlertRefreshEarliestBeginDateIsNextHighTideMinusOneHour() throws {
        let fake = FakeTaskScheduler()
        let spot = FishingSpot.fixture(name: "Hood Canal", timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        let tides = TideTable.fixture(highTides: ["2024-05-14T05:12:00Z"])   // 22:12 PDT
        let scheduler = TideAlertScheduler(scheduler: fake, tides: tides)

        try scheduler.scheduleNextRefresh(after: .iso("2024-05-13T20:00:00Z"), spot: spot)

        XCTAssertEqual(fake.submitted.first?.earliestBeginDate, .iso("2024-05-14T04:12:00Z"))
    }
}
