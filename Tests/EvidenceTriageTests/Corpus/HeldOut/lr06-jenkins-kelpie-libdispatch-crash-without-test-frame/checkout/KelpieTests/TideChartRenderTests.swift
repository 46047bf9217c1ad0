import XCTest
@testable import Kelpie

final class TideChartRenderTests: XCTestCase {
    func testRendersNeapTideDay() throws {
        let image = try TideChartRenderer(size: CGSize(width: 390, height: 220)).render(TideSeries.fixture("neap-day"))
        XCTAssertEqual(image.size.width, 390)
    }

    func testRendersSpringTideWeek() throws {
        let image = try TideChartRenderer(size: CGSize(width: 1170, height: 660)).render(TideSeries.fixture("spring-week"))
        XCTAssertEqual(image.size.height, 660)
    }
}
