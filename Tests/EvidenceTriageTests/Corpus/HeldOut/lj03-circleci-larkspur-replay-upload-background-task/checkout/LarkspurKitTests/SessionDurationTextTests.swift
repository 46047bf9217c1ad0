import XCTest
@testable import LarkspurKit

final class SessionDurationTextTests: XCTestCase {
    func testFormatsHoursAndMinutes() {
        XCTAssertEqual(SessionDurationText.short(3_900), "1h 5m")
    }
}
