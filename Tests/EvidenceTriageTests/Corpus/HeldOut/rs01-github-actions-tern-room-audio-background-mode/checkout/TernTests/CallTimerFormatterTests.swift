import XCTest
@testable import Tern

final class CallTimerFormatterTests: XCTestCase {
    func testShortCallShowsMinutes() {
        XCTAssertEqual(CallTimerFormatter.string(for: 125), "2:05")
    }

    func testHourLongCallShowsHours() {
        XCTAssertEqual(CallTimerFormatter.string(for: 3725), "1:02:05")
    }
}
