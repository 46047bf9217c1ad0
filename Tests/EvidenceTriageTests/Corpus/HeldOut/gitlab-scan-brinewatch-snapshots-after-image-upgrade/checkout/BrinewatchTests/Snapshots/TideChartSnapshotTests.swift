import SnapshotTesting
import XCTest
@testable import Brinewatch

// References recorded on iPhone 15 / iOS 17.5 (Xcode 15.4).
final class TideChartSnapshotTests: XCTestCase {
    func testWeeklyChart() {
        let vc = TideChartViewController(station: .fixture(id: "8443970"), range: .week)
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
