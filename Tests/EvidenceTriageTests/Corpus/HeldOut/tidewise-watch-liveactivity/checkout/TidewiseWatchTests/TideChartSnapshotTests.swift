import XCTest
import SwiftUI
@testable import TidewiseWatch

final class TideChartSnapshotTests: XCTestCase {

    func testSpringTideChartRenders() throws {
        let view = TideChartView(curve: .fixture(.springTide))
        let image = try XCTUnwrap(ImageRenderer(content: view.frame(width: 184, height: 120)).uiImage)
        XCTAssertEqual(image.size.width, 184)
    }
}
