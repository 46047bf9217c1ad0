import XCTest
import WidgetKit
@testable import Tallyboard

final class WeekProviderTests: XCTestCase {
    private let realNow = ISO8601DateFormatter().date(from: "2026-11-27T15:00:00Z")!

    override func setUp() {
        super.setUp()
        AppClock.wallClock = { [realNow] in realNow }
        AppClock.debugOffset = 0
    }

    override func tearDown() {
        AppClock.wallClock = Date.init
        AppClock.debugOffset = 0
        super.tearDown()
    }

    func testReloadPolicyIsRealMidnightWithoutOverride() {
        let timeline = WeekProvider(store: .fixture).makeTimeline()
        XCTAssertEqual(timeline.policy, .after(ISO8601DateFormatter().date(from: "2026-11-28T00:00:00Z")!))
    }

    func testEntryDateIsWallClockWhenDebugClockOverridden() {
        AppClock.debugOffset = 3 * 86_400   // QA time-travels to Sunday
        let timeline = WeekProvider(store: .fixture).makeTimeline()
        let entry = timeline.entries[0]
        XCTAssertEqual(entry.appNow, realNow.addingTimeInterval(3 * 86_400))
        XCTAssertEqual(entry.date, realNow, "WidgetKit shows entries at real time; a time-travelled entry date is never displayed")
    }
}
