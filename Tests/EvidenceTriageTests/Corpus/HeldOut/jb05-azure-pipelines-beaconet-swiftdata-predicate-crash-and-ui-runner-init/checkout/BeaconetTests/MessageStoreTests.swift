import SwiftData
import XCTest
@testable import Beaconet

@MainActor
final class MessageStoreTests: XCTestCase {
    private var container: ModelContainer!
    private var store: MessageStore!

    override func setUp() async throws {
        container = try ModelContainer(for: MessageEntity.self, UserEntity.self, ChannelEntity.self,
                                       configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        store = MessageStore(context: container.mainContext)
    }

    func testChannelMessagesSortedByDate() throws {
        try store.insert(.fixture(channel: 0, text: "b", at: 20), .fixture(channel: 0, text: "a", at: 10))
        XCTAssertEqual(try store.channelMessages(channel: 0).map(\.text), ["a", "b"])
    }

    func testUnreadDirectMessagesExcludeChannelMessages() throws {
        try store.insert(.fixture(channel: 0, text: "broadcast", unread: true),
                         .fixture(toUser: .fixture(num: 0x5e21), text: "hi", unread: true))
        let unread = try store.unreadDirectMessages()
        XCTAssertEqual(unread.map(\.text), ["hi"])
    }
}
