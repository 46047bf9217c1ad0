import XCTest
@testable import Tidewell

final class TideChartRendererTests: XCTestCase {

    func testRendersSevenDayWindow() {
        let renderer = TideChartRenderer(now: Date())
        let columns = renderer.columns(days: 7)
        XCTAssertEqual(columns.count, 7)
    }
}
