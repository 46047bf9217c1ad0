import XCTest
@testable import Trailmix

final class PaceFormatterTests: XCTestCase {
    func testPaceRoundsSeconds() {
        XCTAssertEqual(PaceFormatter.string(secondsPerKm: 359.6), "6:00 /km")
    }
}
