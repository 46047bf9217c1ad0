import SwiftData
import XCTest
@testable import Larch

@MainActor
final class ConversationListTests: XCTestCase {
    func testListsConversationsNewestFirst() throws {
        let model = try ConversationListModel(container: .preview(conversations: 3))
        XCTAssertEqual(model.rows.map(\.title), ["Climbing", "Family", "Work"])
    }

    /// Switching account swaps the ModelContainer while the list still shows rows.
    func testSwitchingAccountKeepsRowsReadable() throws {
        let accounts = try AccountContainers(accounts: ["ana", "ben"], conversationsEach: 2)
        let model = ConversationListModel(accounts: accounts)
        try model.switchAccount(to: "ben")
        XCTAssertEqual(model.rows.map(\.id).count, 2)
    }
}
