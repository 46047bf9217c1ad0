import XCTest
@testable import Mossbank

final class InvoiceNumberFormatterTests: XCTestCase {
    func testPadsToSixDigits() {
        XCTAssertEqual(InvoiceNumberFormatter().string(for: 412), "INV-000412")
    }
}
