import XCTest
@testable import LanternfishCore

final class ChatListSearchTests: XCTestCase {
    func testSearchMatchesDisplayName() async throws {
        let index = ChatSearchIndex.inMemory(chats: [.fixture(name: "Book club"), .fixture(name: "Family")])
        try await index.waitUntilIndexed()
        let results = await index.search("book")
        XCTAssertEqual(results.map(\.name), ["Book club"])
    }

    func testSearchIsDiacriticInsensitive() async {
        let index = ChatSearchIndex.inMemory(chats: [.fixture(name: "Café")])
        let results = await index.search("cafe")
        XCTAssertEqual(results.count, 1)
    }
}
