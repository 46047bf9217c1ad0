import XCTest
import SnapshotTesting
@testable import Saltmarsh

final class TideChartSnapshotTests: XCTestCase {
    func testChartRendersSpringTide() {
        let view = TideChartView(day: .springTideFixture)
        assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13)))
    }
}
