import XCTest
@testable import Tidewell

final class TideChartRendererTests: XCTestCase {

    func testRendersTwentyFourHourCurve() {
        let rendered = expectation(description: "chart image rendered")
        let renderer = TideChartRenderer(size: CGSize(width: 329, height: 155), scale: 3)
        var image: UIImage?
        renderer.render(samples: .fixtureDay(station: "Port Orchard")) { result in
            image = result
            rendered.fulfill()
        }
        wait(for: [rendered], timeout: 2)
        XCTAssertEqual(image?.size, CGSize(width: 329, height: 155))
    }
}
