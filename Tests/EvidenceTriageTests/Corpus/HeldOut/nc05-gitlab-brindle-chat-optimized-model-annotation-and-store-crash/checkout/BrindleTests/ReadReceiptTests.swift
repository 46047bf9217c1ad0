import XCTest
@testable import Brindle

final class ReadReceiptTests: XCTestCase {
    func testReceiptSentOncePerMessage() {
        let transport = RecordingTransport()
        let receipts = ReadReceiptSender(transport: transport)
        receipts.markRead(["m-1", "m-2"])
        receipts.markRead(["m-2"])
        XCTAssertEqual(transport.sent.filter { $0 == .receipt("m-2") }.count, 1)
    }
}
