import XCTest
@testable import Runner

final class InvoiceTests: XCTestCase {
    func testInvoiceTotalRoundsToCents() {
        let invoice = Invoice(lines: [.init(qty: 3, unitPrice: 19.995)], taxRate: 0.2)
        XCTAssertEqual(invoice.totalText, "$71.98")
    }

    func testPostcodeValidatorAcceptsLowercase() {
        XCTAssertTrue(PostcodeValidator.isValid("sw1a 1aa"))
    }
}
