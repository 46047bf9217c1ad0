import XCTest
@testable import Tern

final class MessageComposerTests: XCTestCase {
    func testDraftTrimsTrailingWhitespace() {
        let composer = MessageComposer()
        composer.text = "see you at 6  \n\n"
        XCTAssertEqual(composer.outgoingBody(), "see you at 6")
    }

    func testEmptyDraftCannotBeSent() {
        let composer = MessageComposer()
        composer.text = "   "
        XCTAssertFalse(composer.canSend)
    }
}
