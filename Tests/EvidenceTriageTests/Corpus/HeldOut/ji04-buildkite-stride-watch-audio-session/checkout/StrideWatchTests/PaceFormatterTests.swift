import XCTest
@testable import StrideWatch

final class PaceFormatterTests: XCTestCase {
    func testKilometrePace() {
        XCTAssertEqual(PaceFormatter.string(secondsPerUnit: 330, unit: "km"), "5:30 /km")
    }

    func testStoppedShowsDashes() {
        XCTAssertEqual(PaceFormatter.string(secondsPerUnit: .infinity, unit: "mi"), "--:-- /mi")
    }

    func testMilePaceRoundsSeconds() {
        XCTAssertEqual(PaceFormatter.string(secondsPerUnit: 539.7, unit: "mi"), "9:00 /mi")
    }
}
