import XCTest
import Shared
@testable import Tideline

final class DayKeyFormatterTests: XCTestCase {
    func testNoonUTCInstantKeepsItsDay() {
        let instant = Kotlinx_datetimeInstant.companion.parse(isoString: "2026-06-27T12:00:00Z")
        XCTAssertEqual(DayKeyFormatter.key(for: instant), "2026-06-27")
    }

    func testMidnightUTCInstantKeepsItsDay() {
        // Tide tables are published per UTC day by the station feed.
        let instant = Kotlinx_datetimeInstant.companion.parse(isoString: "2026-06-27T00:00:00Z")
        XCTAssertEqual(DayKeyFormatter.key(for: instant), "2026-06-27")
    }
}
