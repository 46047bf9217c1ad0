import XCTest
@testable import Pellucid

final class InboxSyncTests: XCTestCase {
    func testSyncIsIdempotent() async {
        let store = InMemoryMessageStore()
        let sync = InboxSync(api: FixtureInboxAPI.threeUnread, store: store)
        _ = await sync.sync()
        _ = await sync.sync()
        XCTAssertEqual(store.messages.count, 3)
    }
}
