import XCTest
@testable import Pennywort

final class ReceiptURLTests: XCTestCase {

    func testAcceptsTillReceiptLink() {
        XCTAssertNotNil(ReceiptURL.validated("https://receipts.pennywort.app/scan?store=Corner%20Shop&total=12.40"))
    }

    func testRejectsForeignHost() {
        XCTAssertNil(ReceiptURL.validated("https://example.net/scan?store=x"))
    }

    func testInvalidReceiptURLIsRejected() {
        XCTAssertNil(ReceiptURL.validated("https://receipts.pennywort.app/scan?store=Corner Shop&total=12.40"))
    }
}
