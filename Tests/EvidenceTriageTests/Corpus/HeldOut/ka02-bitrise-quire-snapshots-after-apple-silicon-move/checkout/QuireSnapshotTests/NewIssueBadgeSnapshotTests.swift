import SnapshotTesting
import SwiftUI
import XCTest
@testable import Quire

final class NewIssueBadgeSnapshotTests: XCTestCase {
    func testBadgeSingleDigit() {
        withSnapshotTesting(record: SnapshotConfig.record) {
            assertSnapshot(of: NewIssueBadge(count: 3), as: .image(layout: .sizeThatFits))
        }
    }

    // Added in this PR; the reference PNG was not committed.
    func testBadgeOverflow() {
        withSnapshotTesting(record: SnapshotConfig.record) {
            assertSnapshot(of: NewIssueBadge(count: 140), as: .image(layout: .sizeThatFits))
        }
    }
}
