import XCTest
@testable import Marigold

final class RefillBadgeViewModelTests: XCTestCase {
    func testBadgeShowsDueCount() {
        XCTAssertEqual(RefillBadgeViewModel(due: .fixtures(count: 2)).badgeText, "2")
    }

    func testBadgeHiddenWhenNoRefillsDue() {
        XCTAssertNil(RefillBadgeViewModel(due: []).badgeText)
    }
}
