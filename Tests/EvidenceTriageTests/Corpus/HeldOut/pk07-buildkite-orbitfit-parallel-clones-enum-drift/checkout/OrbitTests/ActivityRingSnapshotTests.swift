import XCTest
import SnapshotTesting
@testable import OrbitFit

final class ActivityRingSnapshotTests: XCTestCase {
    func testRingRendersAtFullProgress() {
        let view = ActivityRingView(progress: 1.0)
        assertSnapshot(of: view, as: .image(layout: .fixed(width: 120, height: 120)))
    }
}
