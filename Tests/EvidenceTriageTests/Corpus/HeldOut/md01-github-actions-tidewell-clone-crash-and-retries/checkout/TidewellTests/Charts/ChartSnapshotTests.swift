import XCTest
import SnapshotTesting
@testable import Tidewell

final class ChartSnapshotTests: XCTestCase {
    func testWeeklyChartRendersTideBands() {
        let view = WeeklyTideChart(model: .fixture(week: 31))
        assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13)))
    }
}
