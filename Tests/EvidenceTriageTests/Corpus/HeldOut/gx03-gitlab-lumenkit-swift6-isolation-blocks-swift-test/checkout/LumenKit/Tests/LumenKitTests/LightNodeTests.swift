import XCTest
@testable import LumenKit

final class LightNodeTests: XCTestCase {
    func testDirectionalDefaults() {
        let node = LightNode.directional(color: .one, intensity: 2_000, castsShadow: true)
        XCTAssertNotNil(node.entity.components[DirectionalLightComponent.self])
    }
}
