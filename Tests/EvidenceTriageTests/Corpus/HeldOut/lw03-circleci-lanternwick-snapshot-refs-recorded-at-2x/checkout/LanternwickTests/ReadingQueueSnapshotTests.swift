import SnapshotTesting
import XCTest
@testable import Lanternwick

/// References under __Snapshots__/ReadingQueueSnapshotTests were recorded in 2023
/// (LW-612) when CI and the team ran the iPhone SE (3rd generation) simulator.
final class ReadingQueueSnapshotTests: XCTestCase {
    func testEmptyQueue() {
        let vc = ReadingQueueViewController(queue: [])
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }

    func testQueueWithThreeBooks() {
        let vc = ReadingQueueViewController(queue: [.fixture(.dune), .fixture(.middlemarch), .fixture(.piranesi)])
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
