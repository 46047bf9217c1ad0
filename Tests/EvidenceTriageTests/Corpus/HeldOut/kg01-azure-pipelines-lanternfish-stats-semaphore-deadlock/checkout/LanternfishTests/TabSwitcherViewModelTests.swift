import XCTest
@testable import Lanternfish

final class TabSwitcherViewModelTests: XCTestCase {
    func testSmallCountsAreShownAsIs() {
        XCTAssertEqual(TabSwitcherViewModel(tabCount: 7).tabCountLabel, "7")
    }

    func testTabCountCapsAtNinetyNine() {
        XCTAssertEqual(TabSwitcherViewModel(tabCount: 100).tabCountLabel, "99+")
    }
}
