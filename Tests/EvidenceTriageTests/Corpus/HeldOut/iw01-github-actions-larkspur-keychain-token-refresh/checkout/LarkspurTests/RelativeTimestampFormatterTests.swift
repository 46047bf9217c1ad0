import XCTest
@testable import Larkspur

final class RelativeTimestampFormatterTests: XCTestCase {
    private let formatter = RelativeTimestampFormatter()
    private let now = Date(timeIntervalSince1970: 1_764_000_000)

    func testThreeHoursAgo() {
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(-3 * 3600), relativeTo: now), "3 hr. ago")
    }

    func testAbbreviatedOneMinuteAhead() {
        // Design spec for snoozed rows: "in 1m".
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(60), relativeTo: now), "in 1m")
    }
}
