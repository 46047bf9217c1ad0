import XCTest
@testable import Relayline

final class CallDurationFormatterTests: XCTestCase {
    func testUnderOneMinuteShowsSeconds() {
        XCTAssertEqual(CallDurationFormatter.string(from: 42), "0:42")
    }

    func testOverAnHourShowsHours() {
        XCTAssertEqual(CallDurationFormatter.string(from: 3723), "1:02:03")
    }
}
