import XCTest
@testable import GaugeFit

final class ActiveMinutesBadgeTests: XCTestCase {
    func testBadgeShowsHoursAndMinutes() {
        XCTAssertEqual(ActiveMinutesBadge(minutes: 135).text, "2 h 15 min")
    }
}
