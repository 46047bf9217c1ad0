import XCTest
import SnapshotTesting
@testable import Dosewise

final class ReminderListSnapshotTests: XCTestCase {
    func testEmptyState() {
        let vc = ReminderListViewController(viewModel: .empty)
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
