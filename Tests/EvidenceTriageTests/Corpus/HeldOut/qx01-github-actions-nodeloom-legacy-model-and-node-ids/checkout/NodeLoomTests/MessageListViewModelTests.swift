import XCTest
@testable import NodeLoom

@MainActor
final class MessageListViewModelTests: XCTestCase {
    func testUnreadBadgeClearsOnAppear() async throws {
        let model = MessageListViewModel(channel: 0, store: .preview(unread: 3))
        await model.onAppear()
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(model.unreadCount, 0)
    }
}
