import XCTest
@testable import App

final class BookingPriceTests: XCTestCase {
    func testWeekdayNightlyRate() {
        let quote = BookingPrice.quote(berthLength: 12, nights: [.tuesday, .wednesday])
        XCTAssertEqual(quote.totalCents, 2 * 12 * 450)
    }

    func testWeekendSurchargeApplied() {
        let quote = BookingPrice.quote(berthLength: 12, nights: [.friday, .saturday])
        XCTAssertEqual(quote.totalCents, 2 * 12 * 450 + 2 * 1_500)
    }
}
