import XCTest
@testable import Hoofprint

final class PaceFormatterTests: XCTestCase {
    func testWholeMinutes() {
        XCTAssertEqual(PaceFormatter.perKilometre(minutes: 5.0), "5:00 /km")
    }

    func testHalfMinute() {
        XCTAssertEqual(PaceFormatter.perKilometre(minutes: 5.5), "5:30 /km")
    }

    func testMinutesPerKilometreRoundsSeconds() {
        XCTAssertEqual(PaceFormatter.perKilometre(minutes: 5.995), "6:00 /km")
    }
}
