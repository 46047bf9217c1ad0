import XCTest
@testable import Pacekeeper

final class PaceFormatterTests: XCTestCase {
    func testFormatsWholeMinutes() {
        XCTAssertEqual(PaceFormatter.perKilometer(seconds: 300), "5:00 /km")
    }

    func testRoundsSecondsUpAtHalf() {
        XCTAssertEqual(PaceFormatter.perKilometer(seconds: 329.5), "5:30 /km")
    }
}
