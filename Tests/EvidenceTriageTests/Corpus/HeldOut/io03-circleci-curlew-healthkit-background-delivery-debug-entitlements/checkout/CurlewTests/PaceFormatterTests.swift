import XCTest
@testable import Curlew

final class PaceFormatterTests: XCTestCase {
    func testWholeSeconds() {
        XCTAssertEqual(PaceFormatter.minutesPerKilometre(secondsPerKm: 307), "5:07 /km")
    }

    func testMinutesPerKilometreRoundsSeconds() {
        XCTAssertEqual(PaceFormatter.minutesPerKilometre(secondsPerKm: 307.8), "5:08 /km")
    }
}
