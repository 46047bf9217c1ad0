import XCTest
@testable import LumenKit

final class EdgeCaseTests: XCTestCase {
    func testZeroIntensityLightIsKept() {
        let node = LightNode.directional(intensity: 0)
        XCTAssertEqual(node.entity.name, "")
    }
}
