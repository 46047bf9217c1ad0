import XCTest
@testable import Courierline

final class EtaFormatterTests: XCTestCase {
    func testMinutesAway() {
        XCTAssertEqual(EtaFormatter.text(secondsAway: 8 * 60), "8 min")
    }

    func testArrivingNow() {
        XCTAssertEqual(EtaFormatter.text(secondsAway: 45), "Arriving now")
    }
}
