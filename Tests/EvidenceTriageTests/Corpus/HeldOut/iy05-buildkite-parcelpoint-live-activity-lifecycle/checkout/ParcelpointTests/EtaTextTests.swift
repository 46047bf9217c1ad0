import XCTest
@testable import Parcelpoint

final class EtaTextTests: XCTestCase {
    func testMinutesAway() {
        XCTAssertEqual(EtaText.text(minutes: 18), "18 min away")
    }

    func testArrivingWithinTwoMinutesSaysArrivingNow() {
        XCTAssertEqual(EtaText.text(minutes: 2), "Arriving now")
    }

    func testHoursAndMinutes() {
        XCTAssertEqual(EtaText.text(minutes: 75), "1 h 15 min away")
    }
}
