import XCTest
import SnapshotTesting
@testable import Tidemark

final class MapSnapshotTests: XCTestCase {
    func testHarbourPinSnapshot() {
        let view = HarbourPinView(name: "Harbour North", state: .inside)
        assertSnapshot(of: view, as: .image(layout: .fixed(width: 120, height: 44)))
    }
}
