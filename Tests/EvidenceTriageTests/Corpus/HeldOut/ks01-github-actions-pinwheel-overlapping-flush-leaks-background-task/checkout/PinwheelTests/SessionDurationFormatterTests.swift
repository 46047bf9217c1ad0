import XCTest
@testable import Pinwheel

final class SessionDurationFormatterTests: XCTestCase {
    func testFormatsSecondsOnly() {
        XCTAssertEqual(SessionDurationFormatter().string(from: 42), "42 sec")
    }

    func testFormatsHoursAndMinutes() {
        XCTAssertEqual(SessionDurationFormatter().string(from: 3_900), "1 hr, 5 min")
    }
}
