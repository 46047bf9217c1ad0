import SnapshotTesting
import XCTest
@testable import Scorecast

final class StandingsSnapshotTests: XCTestCase {
    func testTableLayout() {
        let vc = StandingsViewController(table: .fixture20)
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
