import XCTest
@testable import Thornbury

final class TabCountFormatterTests: XCTestCase {
    func testZeroTabsShowsNoBadge() {
        XCTAssertEqual(TabCountFormatter.badge(for: 0), "")
    }

    func testSmallCountsAreShownAsIs() {
        XCTAssertEqual(TabCountFormatter.badge(for: 7), "7")
        XCTAssertEqual(TabCountFormatter.badge(for: 99), "99")
    }

    func testCountAboveNinetyNineShowsInfinitySymbol() {
        // The badge is two glyphs wide: anything past 99 is shown as infinity.
        XCTAssertEqual(TabCountFormatter.badge(for: 100), TabCountFormatter.infinity)
        XCTAssertEqual(TabCountFormatter.badge(for: 250), TabCountFormatter.infinity)
    }
}
