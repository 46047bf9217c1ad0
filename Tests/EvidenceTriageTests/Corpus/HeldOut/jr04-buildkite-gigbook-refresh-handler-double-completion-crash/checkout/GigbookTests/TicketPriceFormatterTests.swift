import XCTest
@testable import GigbookKit

final class TicketPriceFormatterTests: XCTestCase {
    func testPaidEventShowsCurrency() {
        XCTAssertEqual(TicketPriceFormatter().string(cents: 2450), "$24.50")
    }

    func testFreeEventsShowFree() {
        XCTAssertEqual(TicketPriceFormatter().string(cents: 0), "Free")
    }
}
