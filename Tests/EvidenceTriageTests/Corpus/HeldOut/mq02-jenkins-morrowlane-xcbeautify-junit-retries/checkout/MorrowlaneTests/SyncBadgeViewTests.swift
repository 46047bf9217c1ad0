import XCTest
@testable import Morrowlane

final class SyncBadgeViewTests: XCTestCase {
    func testBadgeCountAfterMerge() {
        let model = SyncBadgeModel(center: .shared)
        model.merge(pending: 4)
        XCTAssertEqual(model.badgeText, "4")
    }
}
