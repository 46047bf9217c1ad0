import XCTest
@testable import Stridewell

final class PaceFormatterTests: XCTestCase {
    func testPaceForFiveKilometers() {
        // 5.00 km in 26:12 -> 5:14 /km
        let pace = PaceFormatter.minutesPerKilometer(distanceMeters: 5000, seconds: 1572)
        XCTAssertEqual(pace, "5:14 /km")
    }

    func testPaceRoundsSeconds() {
        let pace = PaceFormatter.minutesPerKilometer(distanceMeters: 1000, seconds: 300)
        XCTAssertEqual(pace, "5:00 /km")
    }
}
