import XCTest
@testable import Tern

final class MessageComposerTests: XCTestCase {
    func testTrimsTrailingWhitespace() {
        let composer = MessageComposer()
        composer.text = "on my way  \n"
        XCTAssertEqual(composer.outgoingBody, "on my way")
    }

    func testRejectsEmptyBody() {
        let composer = MessageComposer()
        composer.text = "   "
        XCTAssertFalse(composer.canSend)
    }
}
