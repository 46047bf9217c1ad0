import XCTest
@testable import MarramPush

final class PushComposerTests: XCTestCase {
    private let token = "ExponentPushToken[xk2Q9bA7fL0pRzv1]"

    func testChatMessageHasTitleAndBody() {
        let m = PushComposer().message(to: token, kind: .chatMessage(sender: "Ines", preview: "see you at 6"))
        XCTAssertEqual(m["title"] as? String, "Ines")
        XCTAssertEqual(m["body"] as? String, "see you at 6")
    }

    func testSyncPingIncludesContentAvailable() {
        let m = PushComposer().message(to: token, kind: .syncPing(mailbox: "inbox"))
        XCTAssertEqual(m["_contentAvailable"] as? Bool, true)
    }
}
