import SnapshotTesting
import XCTest
@testable import Runner

final class GoalRingSnapshotTests: XCTestCase {
    func testRingAt75Percent() {
        let ring = GoalRingView(progress: 0.75, goal: 10_000)
        assertSnapshot(of: ring, as: .image(size: CGSize(width: 180, height: 180)))
    }
}
