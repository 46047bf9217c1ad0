import XCTest
@testable import Lantry

final class NotificationBridgeTests: XCTestCase {
    var received: [Notification.Name] = []
    var listener: Task<Void, Never>?

    override func setUp() {
        listener = Task { for await note in NotificationCenter.default.notifications(named: .lantryDidSync) { received.append(note.name) } }
    }

    func testPostsDidSync() async {
        NotificationBridge().syncFinished()
        await Task.yield()
        XCTAssertEqual(received, [.lantryDidSync])
    }
}
