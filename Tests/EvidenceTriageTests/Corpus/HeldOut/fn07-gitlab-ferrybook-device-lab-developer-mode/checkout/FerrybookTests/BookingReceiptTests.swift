import XCTest
@testable import Ferrybook

final class BookingReceiptTests: XCTestCase {
    func testReceiptTotalsIncludeVehicleSupplement() {
        let booking = Booking(adultFare: 46.5, passengers: 1, vehicleSupplement: 12)
        XCTAssertEqual(BookingReceipt.total(booking), 58.5)
    }

    func testReceiptTotalsWithoutVehicle() {
        XCTAssertEqual(BookingReceipt.total(Booking(adultFare: 39, passengers: 2, vehicleSupplement: nil)), 78)
    }

    func testReceiptUsesGreekCurrencyFormat() {
        XCTAssertEqual(BookingReceipt.formatted(58.5), "58,50 €")
    }
}
