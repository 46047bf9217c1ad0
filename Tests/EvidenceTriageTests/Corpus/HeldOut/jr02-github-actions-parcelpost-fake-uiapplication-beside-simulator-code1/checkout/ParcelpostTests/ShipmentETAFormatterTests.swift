import XCTest
@testable import Parcelpost

final class ShipmentETAFormatterTests: XCTestCase {
    let now = ISO8601DateFormatter().date(from: "2026-12-03T09:00:00Z")!

    func testArrivesTodayPhrase() {
        XCTAssertEqual(ShipmentETAFormatter().phrase(eta: now.addingTimeInterval(3600), now: now), "Arrives today")
    }

    func testArrivesTomorrowPhrase() {
        let eta = now.addingTimeInterval(26 * 3600)
        XCTAssertEqual(ShipmentETAFormatter().phrase(eta: eta, now: now), "Arrives tomorrow")
    }
}
