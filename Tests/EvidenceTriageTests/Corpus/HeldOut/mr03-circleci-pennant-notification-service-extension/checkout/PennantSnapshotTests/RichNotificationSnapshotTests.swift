import XCTest
import SnapshotTesting
@testable import Pennant

final class RichNotificationSnapshotTests: XCTestCase {
    func testBreakingNewsLayout() {
        let view = RichNotificationView(model: .breakingNewsFixture)
        assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13)))
    }
}

