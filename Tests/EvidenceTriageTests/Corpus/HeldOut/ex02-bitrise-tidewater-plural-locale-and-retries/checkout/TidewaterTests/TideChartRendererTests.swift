import XCTest
@testable import Tidewater

final class TideChartRendererTests: XCTestCase {
    func testRendersSpringTideBand() throws {
        let renderer = TideChartRenderer(size: CGSize(width: 390, height: 220), scale: 3)
        let image = try XCTUnwrap(renderer.render(TidePrediction.fixture(named: "spring-tide-aberdeen")))
        XCTAssertEqual(image.size, CGSize(width: 390, height: 220))
    }

    func testNeapTideHasNarrowerBand() throws {
        let renderer = TideChartRenderer(size: CGSize(width: 390, height: 220), scale: 3)
        let spring = try XCTUnwrap(renderer.bandHeight(for: .fixture(named: "spring-tide-aberdeen")))
        let neap = try XCTUnwrap(renderer.bandHeight(for: .fixture(named: "neap-tide-aberdeen")))
        XCTAssertLessThan(neap, spring)
    }
}
