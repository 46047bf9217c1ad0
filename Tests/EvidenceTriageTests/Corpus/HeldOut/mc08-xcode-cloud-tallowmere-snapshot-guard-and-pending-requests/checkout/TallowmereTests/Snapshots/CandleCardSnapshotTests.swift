import XCTest
import SnapshotTesting
@testable import Tallowmere

final class CandleCardSnapshotTests: XCTestCase {
    func testCandleCardLight() {
        // Guard against swift-snapshot-testing#710: on virtualised runners the CIContext render
        // behind perceptualPrecision can write nothing, and every comparison then passes.
        XCTAssertTrue(PerceptualComparison.selfCheck(), "perceptual comparison did not run: CIContext.render wrote no pixel on this runner")
        assertSnapshot(of: CandleCardView(candle: .fixture), as: .image(precision: 0.99, perceptualPrecision: 0.98, layout: .sizeThatFits))
    }
}
