import XCTest
@testable import Marlin

final class ReceiptAPIClientTests: XCTestCase {
    override func setUp() {
        URLProtocolStub.install(fixtures: ["/v2/licences/receipts/R-77": "receipt_refunded.json"])
    }

    override func tearDown() {
        URLProtocolStub.uninstall()
    }

    func testDecodesRefundStatus() async throws {
        let client = ReceiptAPIClient(session: .stubbed)
        var receipt: LicenceReceipt?
        do {
            receipt = try await client.receipt(id: "R-77")
        } catch {
            XCTFail("decoding threw: \(error)")
        }
        XCTAssertEqual(receipt?.refundStatus, .refunded)
    }
}
