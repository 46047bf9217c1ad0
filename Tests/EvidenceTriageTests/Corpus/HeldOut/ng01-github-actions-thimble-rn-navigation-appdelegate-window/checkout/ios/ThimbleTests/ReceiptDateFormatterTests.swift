import XCTest
@testable import Thimble

final class ReceiptDateFormatterTests: XCTestCase {

    func testUsesStoreTimeZone() {
        let placedAt = ISO8601DateFormatter().date(from: "2026-03-14T23:30:00Z")!
        let formatter = ReceiptDateFormatter(store: .fixture(timeZone: "Europe/Berlin"))
        XCTAssertEqual(formatter.string(from: placedAt), "15 Mar 2026, 00:30")
    }
}
