import XCTest
import SnapshotTesting
@testable import App

final class ShiftMapSnapshotTests: XCTestCase {

    func testRendersDepotPins() {
        let vc = ShiftMapViewController(depots: .fixture)
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
