import XCTest
@testable import Parcelpin

final class DeliveryWindowFormatterTests: XCTestCase {
    func testWindowUsesRecipientTimeZone() {
        let formatter = DeliveryWindowFormatter(locale: Locale(identifier: "en_US"))
        let window = DeliveryWindow(
            start: Date(timeIntervalSince1970: 1_786_698_000), // 2026-08-14 09:00 UTC
            end: Date(timeIntervalSince1970: 1_786_712_400),
            recipientTimeZone: TimeZone(identifier: "America/Denver")!
        )
        XCTAssertEqual(formatter.string(for: window), "Fri 3:00 – 7:00 AM MDT")
    }
}
