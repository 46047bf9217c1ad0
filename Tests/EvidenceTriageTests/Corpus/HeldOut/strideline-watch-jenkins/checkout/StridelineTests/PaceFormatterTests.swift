import XCTest
@testable import StridelineKit

final class PaceFormatterTests: XCTestCase {

    func testFormatsWholeMinutes() {
        XCTAssertEqual(PaceFormatter.string(secondsPerKilometre: 300), "5:00 /km")
    }

    func testFormatsMinutesPerKilometre() {
        // 5 min 59.6 s per km rounds to 6:00, never 5:60
        XCTAssertEqual(PaceFormatter.string(secondsPerKilometre: 359.6), "6:00 /km")
    }
}
