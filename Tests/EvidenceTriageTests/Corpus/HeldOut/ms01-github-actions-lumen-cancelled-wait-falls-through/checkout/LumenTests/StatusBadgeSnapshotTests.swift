import XCTest
import SnapshotTesting
@testable import Lumen

final class StatusBadgeSnapshotTests: XCTestCase {
    func testCleanBadge() {
        assertSnapshot(of: StatusBadge(state: .clean).frame(width: 88, height: 24), as: .image)
    }

    func testDirtyBadge() {
        let badge = StatusBadge(state: .dirty(changed: 3))
        assertSnapshot(of: badge.frame(width: 88, height: 24), as: .image(precision: 0.99))
    }
}
