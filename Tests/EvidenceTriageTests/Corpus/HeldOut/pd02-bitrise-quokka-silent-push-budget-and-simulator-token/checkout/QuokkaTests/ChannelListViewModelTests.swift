import XCTest
@testable import Quokka

final class ChannelListViewModelTests: XCTestCase {
    func testMutedChannelsExcludedFromBadge() {
        let vm = ChannelListViewModel(channels: [
            Channel(id: "general", unread: 2, muted: false),
            Channel(id: "random", unread: 2, muted: true),
            Channel(id: "ops", unread: 1, muted: false),
        ])
        XCTAssertEqual(vm.badgeCount, 3)
    }

    func testChannelsSortedByUnreadThenName() {
        let vm = ChannelListViewModel(channels: [
            Channel(id: "b", unread: 0, muted: false),
            Channel(id: "a", unread: 4, muted: false),
        ])
        XCTAssertEqual(vm.rows.map(\.id), ["a", "b"])
    }
}
