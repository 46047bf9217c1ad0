import XCTest
import SnapshotTesting
@testable import Lumenrail

final class DepartureBoardSnapshotTests: XCTestCase {
    func testBoardRendersDelayedRow() {
        let board = DepartureBoardView(model: .fixtureDelayed)
        assertSnapshot(of: UIHostingController(rootView: board), as: .image)
    }
}
