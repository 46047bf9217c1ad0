import XCTest
@testable import Strata

final class TabCountFormatterTests: XCTestCase {
    func testSingleTab() {
        XCTAssertEqual(TabCountFormatter().title(for: [.fixture()]), "1 Tab")
    }

    func testPrivateTabsExcludedFromCount() {
        let tabs: [Tab] = [.fixture(), .fixture(), .fixture(), .fixture(isPrivate: true), .fixture(isPrivate: true)]
        XCTAssertEqual(TabCountFormatter().title(for: tabs), "3 Tabs")
    }
}
