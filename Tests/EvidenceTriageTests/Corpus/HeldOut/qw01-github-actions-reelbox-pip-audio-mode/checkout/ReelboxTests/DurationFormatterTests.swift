import XCTest
@testable import Reelbox

final class DurationFormatterTests: XCTestCase {
    func testFormatsMinutesSeconds() {
        XCTAssertEqual(DurationFormatter.string(from: 125), "2:05")
    }

    func testFormatsHoursMinutesSeconds() {
        XCTAssertEqual(DurationFormatter.string(from: 3725), "1:02:05")
    }

    func testZero() {
        XCTAssertEqual(DurationFormatter.string(from: 0), "0:00")
    }
}
