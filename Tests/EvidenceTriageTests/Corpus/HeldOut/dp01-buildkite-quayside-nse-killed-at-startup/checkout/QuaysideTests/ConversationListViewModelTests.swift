import XCTest
@testable import Quayside

final class ConversationListViewModelTests: XCTestCase {
    func testUnreadCountExcludesMutedThreads() {
        let threads = [
            ConversationSummary.fixture(id: "a", unread: 2, muted: false),
            ConversationSummary.fixture(id: "b", unread: 1, muted: true),
            ConversationSummary.fixture(id: "c", unread: 0, muted: false),
        ]
        let vm = ConversationListViewModel(threads: threads)
        XCTAssertEqual(vm.badgeCount, 2, "muted threads must not count towards the badge")
    }

    func testArchivedThreadsAreHidden() {
        let vm = ConversationListViewModel(threads: [.fixture(id: "a", unread: 0, muted: false, archived: true)])
        XCTAssertTrue(vm.visibleThreads.isEmpty)
    }
}
