import XCTest
@testable import BirchKit

final class OrderDateFormatterTests: XCTestCase {
    func testFormatsRelativeDelivery() {
        let now = Date(timeIntervalSince1970: 1_789_000_000)
        let text = OrderDates.deliveryText(for: now.addingTimeInterval(86_400), now: now, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(text, "Arrives tomorrow")
    }

    /// Order history shows server timestamps; users with a 12-hour clock saw empty dates.
    func testParsesServerTimestamp() {
        let twelveHour = Locale(identifier: "en_GB@hours=h12")
        let date = OrderDates.parseServerTimestamp("2026-09-13T18:45:00", locale: twelveHour)
        XCTAssertNotNil(date, "server timestamp should parse regardless of the user's clock setting")
    }
}
