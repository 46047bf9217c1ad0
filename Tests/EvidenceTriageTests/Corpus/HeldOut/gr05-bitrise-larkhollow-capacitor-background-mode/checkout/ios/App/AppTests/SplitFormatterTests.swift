import XCTest
@testable import App

final class SplitFormatterTests: XCTestCase {
    func testFormatsWholeMinutes() {
        XCTAssertEqual(SplitFormatter.pace(secondsPerKilometre: 360), "6:00 /km")
    }

    func testFormatsPaceWithLeadingZero() {
        XCTAssertEqual(SplitFormatter.pace(secondsPerKilometre: 307), "5:07 /km")
    }

    func testFormatsDistance() {
        XCTAssertEqual(SplitFormatter.distance(metres: 5012), "5.01 km")
    }
}
