import XCTest
@testable import Tern

final class ReadReceiptTests: XCTestCase {
    func testReceiptNotSentForOwnMessages() {
        let sender = ReadReceiptSender(currentUser: "me")
        let pending = sender.receipts(for: [Message(id: "m1", author: "me"), Message(id: "m2", author: "ana")])
        XCTAssertEqual(pending.map(\.messageID), ["m2"])
    }
}
