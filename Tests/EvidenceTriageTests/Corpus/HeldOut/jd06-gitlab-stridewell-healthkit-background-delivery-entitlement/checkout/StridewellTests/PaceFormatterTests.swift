import XCTest
@testable import Stridewell

final class PaceFormatterTests: XCTestCase {
    private let formatter = PaceFormatter()

    func testTypicalEasyPace() {
        XCTAssertEqual(formatter.string(secondsPerKilometre: 372), "6:12 /km")
    }

    func testPaceRoundsUpToNextMinute() {
        XCTAssertEqual(formatter.string(secondsPerKilometre: 299.7), "5:00 /km")
    }
}
