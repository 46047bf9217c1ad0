import XCTest
import WidgetKit
@testable import StepKinWatch

final class ComplicationSnapshotTests: XCTestCase {
    func testCircularComplicationRendersBpm() throws {
        let image = try SnapshotRenderer.render(.accessoryCircular, entry: .preview(bpm: 64))
        XCTAssertTrue(SnapshotMatcher.matches(image, reference: "circular-64"), "snapshot differs from reference")
    }
}
