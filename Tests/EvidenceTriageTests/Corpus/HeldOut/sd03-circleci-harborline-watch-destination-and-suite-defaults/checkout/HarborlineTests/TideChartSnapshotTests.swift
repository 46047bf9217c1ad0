import XCTest
@testable import Harborline

final class TideChartSnapshotTests: XCTestCase {
    func testWeekChartRenders() throws {
        let view = TideChartView(rows: Fixtures.week("dover"))
        let image = try XCTUnwrap(view.renderedImage(size: CGSize(width: 390, height: 220)))
        XCTAssertEqual(image.size.width, 390)
    }
}
