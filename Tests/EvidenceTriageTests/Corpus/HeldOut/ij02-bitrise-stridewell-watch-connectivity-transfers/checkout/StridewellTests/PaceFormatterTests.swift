import XCTest
@testable import Stridewell

final class PaceFormatterTests: XCTestCase {
    func testZeroDistance() {
        XCTAssertEqual(PaceFormatter.string(distanceMeters: 0, durationSeconds: 60), "--")
    }

    func testPaceRoundsToNearestSecond() {
        // 5 km in 27:29 -> 329.8 s/km -> 5'30"
        XCTAssertEqual(PaceFormatter.string(distanceMeters: 5_000, durationSeconds: 1_649), "5'30\"")
    }
}
