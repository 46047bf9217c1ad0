import XCTest
@testable import Tern

final class ThreadListViewModelTests: XCTestCase {
    func testUnreadCountExcludesMutedThreads() {
        let threads = [
            ThreadSummary(id: "t1", unread: 3, muted: false),
            ThreadSummary(id: "t2", unread: 5, muted: true),
            ThreadSummary(id: "t3", unread: 1, muted: false),
        ]
        let vm = ThreadListViewModel(threads: threads)
        XCTAssertEqual(vm.badgeCount, 4)
    }
}
