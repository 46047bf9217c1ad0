import XCTest
@testable import Tallow

@MainActor
final class ChannelListViewModelTests: XCTestCase {
    func testUnreadCountsSummed() {
        let vm = ChannelListViewModel(channels: .fixture)
        XCTAssertEqual(vm.totalUnread, 12)
    }

    func testMutedChannelsSortedLast() {
        let vm = ChannelListViewModel(channels: .fixture)
        XCTAssertEqual(vm.sorted.map(\.name), ["design", "general", "random", "alerts-muted"])
    }
}
