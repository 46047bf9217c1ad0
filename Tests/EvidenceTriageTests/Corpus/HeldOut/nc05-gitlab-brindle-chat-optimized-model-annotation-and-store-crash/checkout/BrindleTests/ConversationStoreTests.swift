import XCTest
@testable import Brindle

final class ConversationStoreTests: XCTestCase {
    func testCreatesConversationForNewPeer() throws {
        let store = ConversationStore(container: .preview)
        let conversation = try store.conversation(with: "peer-17")
        XCTAssertEqual(conversation.peerID, "peer-17")
    }

    func testLoadsUserForIncomingMessage() throws {
        let store = ConversationStore(container: ChatContainer.shared)
        let message = IncomingMessage(id: "m-771", senderID: "u-204", text: "on my way")
        try store.ingest(message)
        XCTAssertEqual(store.user(withID: "u-204")?.displayName, "Rosa")
    }
}
