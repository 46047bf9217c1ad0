import XCTest
import SnapshotTesting
@testable import App

final class TideChartSnapshotTests: XCTestCase {
    func testWeekChartRendersSnapshot() {
        let view = TideChartView(events: .fixtureWeek)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 240)
        assertSnapshot(of: view, as: .image(precision: 0.98))
    }
}
