import XCTest
@testable import Stridely

final class PaceFormatterTests: XCTestCase {
    func testWholeMinutes() {
        XCTAssertEqual(PaceFormatter.format(secondsPerKm: 300), "5:00 /km")
    }

    func testRoundsUpIntoNextMinute() {
        XCTAssertEqual(PaceFormatter.format(secondsPerKm: 359.7), "6:00 /km")
    }
}
