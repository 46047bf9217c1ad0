import XCTest
@testable import Runner

final class PaceFormatterTests: XCTestCase {
    func testMinutesPerKilometre() {
        // 5 km in 25:20 -> 5:04 /km
        XCTAssertEqual(PaceFormatter.perKilometre(distanceMeters: 5_000, seconds: 1_520), "5:04 /km")
    }
}
