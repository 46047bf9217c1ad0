import XCTest
@testable import Courierly

final class EtaCopyFormatterTests: XCTestCase {
    func testMinutesAway() {
        XCTAssertEqual(EtaCopyFormatter.text(secondsAway: 540), "Arriving in 9 min")
    }

    func testArrivingNowUnderOneMinute() {
        XCTAssertEqual(EtaCopyFormatter.text(secondsAway: 35), "Arriving now")
    }
}
