import XCTest
@testable import Lanternfish

final class ChannelListViewModelTests: XCTestCase {
    func testMutedChannelsSortLast() {
        let vm = ChannelListViewModel(channels: [.fixture(name: "b", muted: true), .fixture(name: "a")])
        XCTAssertEqual(vm.rows.map(\.title), ["a", "b"])
    }

    func testUnreadBadgeHiddenWhenZero() {
        let vm = ChannelListViewModel(channels: [.fixture(name: "ops", unread: 0)])
        XCTAssertNil(vm.rows[0].badgeText)
    }

    func testUnreadBadgeShowsExactCountBelowCap() {
        let vm = ChannelListViewModel(channels: [.fixture(name: "ops", unread: 7)])
        XCTAssertEqual(vm.rows[0].badgeText, "7")
    }

    func testUnreadBadgeCapsAtNinetyNine() {
        let vm = ChannelListViewModel(channels: [.fixture(name: "ops", unread: 100)])
        XCTAssertEqual(vm.rows[0].badgeText, "99+")
    }
}
