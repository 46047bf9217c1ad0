import XCTest
@testable import Corvid

final class InvoiceQRTests: XCTestCase {
    func testBolt11IsUppercasedForQR() {
        let invoice = "lnbc2500u1pvjluezsp5zyg3zyg3zyg3"
        XCTAssertEqual(InvoiceQR.payload(for: invoice), "LIGHTNING:LNBC2500U1PVJLUEZSP5ZYG3ZYG3ZYG3")
    }
}
