import XCTest
@testable import Kiosk

final class TicketQRTests: XCTestCase {
    func testEncodesAttendeeID() {
        let payload = TicketQR(attendeeID: "A-00912", edition: 2026).payload
        XCTAssertEqual(payload, "kiosk:2026:A-00912")
    }
}
