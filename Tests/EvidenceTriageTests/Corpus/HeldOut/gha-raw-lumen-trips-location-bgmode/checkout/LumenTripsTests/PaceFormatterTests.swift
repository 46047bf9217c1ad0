import XCTest
@testable import LumenTrips

final class PaceFormatterTests: XCTestCase {
    private let formatter = PaceFormatter(unit: .kilometers)

    func testFormatsWholeMinutes() {
        XCTAssertEqual(formatter.string(secondsPerKilometer: 300), "5:00 /km")
    }

    func testFormatsMinutesPerKilometre() {
        // 359.6 s/km rounds to 6:00, never to "5:60"
        XCTAssertEqual(formatter.string(secondsPerKilometer: 359.6), "6:00 /km")
    }

    func testPlaceholderForStationaryTrips() {
        XCTAssertEqual(formatter.string(secondsPerKilometer: .infinity), "–:– /km")
    }
}
