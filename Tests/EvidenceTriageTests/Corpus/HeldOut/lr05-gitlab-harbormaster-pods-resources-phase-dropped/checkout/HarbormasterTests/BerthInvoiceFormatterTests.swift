import XCTest
@testable import Harbormaster

final class BerthInvoiceFormatterTests: XCTestCase {
    func testTotalsIncludeHarbourDues() {
        let text = BerthInvoiceFormatter().total(nights: 3, nightlyRate: 28, harbourDuesPerNight: 4.5)
        XCTAssertEqual(text, "£97.50")
    }

    func testZeroNights() {
        XCTAssertEqual(BerthInvoiceFormatter().total(nights: 0, nightlyRate: 28, harbourDuesPerNight: 4.5), "£0.00")
    }
}
