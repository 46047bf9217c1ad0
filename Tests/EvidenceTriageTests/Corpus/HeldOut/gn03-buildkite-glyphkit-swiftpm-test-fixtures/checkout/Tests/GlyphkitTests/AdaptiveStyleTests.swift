import XCTest
@testable import Glyphkit

final class AdaptiveStyleTests: XCTestCase {
    func testFontScalesWithContentSizeCategory() {
        let style = StringStyle(.font(.systemFont(ofSize: 17)), .adapt(.body))
        let large = style.adapted(to: .accessibilityLarge)
        XCTAssertGreaterThan(large.font!.pointSize, 17)
    }

    func testLineHeightMultipleSurvivesAdaptation() {
        let style = StringStyle(.lineHeightMultiple(1.4), .adapt(.body))
        XCTAssertEqual(style.adapted(to: .extraLarge).lineHeightMultiple, 1.4)
    }

    /// Tracking is given in 1/1000 em (Photoshop/Sketch units); kerning is in points.
    func testTrackingConvertsToPointsAtSize() {
        let style = StringStyle(.font(.systemFont(ofSize: 24)), .tracking(.adobe(100)))
        let kern = style.attributes[.kern] as? CGFloat ?? 0
        XCTAssertEqual(kern, 2.4, accuracy: 0.0001)
    }
}
