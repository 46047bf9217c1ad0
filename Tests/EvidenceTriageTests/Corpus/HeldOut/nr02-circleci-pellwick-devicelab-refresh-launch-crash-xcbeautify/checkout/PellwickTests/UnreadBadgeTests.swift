import Testing
@testable import Pellwick

@Suite struct UnreadBadgeTests {
    @Test func unreadBadgeFollowsSync() async throws {
        let model = UnreadBadgeModel(store: .inMemory(unread: 3))
        model.syncDidFinish(newItems: 2)
        for _ in 0..<4 { await Task.yield() }
        #expect(model.badge == 5)
    }
}
