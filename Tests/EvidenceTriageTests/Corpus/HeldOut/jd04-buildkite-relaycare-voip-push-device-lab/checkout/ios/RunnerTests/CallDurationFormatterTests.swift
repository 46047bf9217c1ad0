import XCTest
@testable import Runner

final class CallDurationFormatterTests: XCTestCase {
    private let formatter = CallDurationFormatter()

    func testFormatsSeconds() {
        XCTAssertEqual(formatter.string(seconds: 42), "42 s")
    }

    func testFormatsMinutes() {
        XCTAssertEqual(formatter.string(seconds: 185), "3 min")
    }

    func testFormatsHoursAndMinutes() {
        XCTAssertEqual(formatter.string(seconds: 3900), "1 h 05 min")
    }
}
