import XCTest
@testable import RelayKit

final class DeliveryWindowFormatterTests: XCTestCase {
    func testHoursAreSpelledOut() {
        let formatter = DeliveryWindowFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(untilDelivery: 2 * 3600), "Delivers in 2 hours")
    }

    func testMinutesUnderAnHour() {
        let formatter = DeliveryWindowFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(untilDelivery: 45 * 60), "Delivers in 45 min")
    }
}
