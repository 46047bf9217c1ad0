import XCTest
@testable import Pika

final class MessageComposerTests: XCTestCase {
    func testTrimsTrailingWhitespace() {
        var composer = MessageComposer()
        composer.text = "see you at 6  \n\n"
        XCTAssertEqual(composer.outgoingBody, "see you at 6")
    }

    func testEmptyMessageNotSendable() {
        XCTAssertFalse(MessageComposer().canSend)
    }
}
