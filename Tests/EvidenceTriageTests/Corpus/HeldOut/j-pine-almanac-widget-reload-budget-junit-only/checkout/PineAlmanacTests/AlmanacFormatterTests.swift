import XCTest
@testable import PineAlmanac

final class AlmanacFormatterTests: XCTestCase {
    func testMoonPhaseNames() {
        XCTAssertEqual(MoonPhase(age: 0.5).name, "New moon")
        XCTAssertEqual(MoonPhase(age: 7.4).name, "First quarter")
        XCTAssertEqual(MoonPhase(age: 14.8).name, "Full moon")
    }

    func testSunriseUsesShortTime() {
        XCTAssertEqual(AlmanacFormatter.sunrise(hour: 6, minute: 4), "6:04 AM")
    }
}
