import XCTest
@testable import Harborlight

final class PaymentLinkTests: XCTestCase {
    func testBuildsURLWithQuery() {
        let url = PaymentLink(invoiceID: "INV 204", amount: 99.5).url
        XCTAssertEqual(url.absoluteString, "https://pay.harborlight.app/i/INV%20204?amount=99.50")
    }
}
