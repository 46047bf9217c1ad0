import XCTest
@testable import LumenKit

final class NodeBuilderTests: XCTestCase {
    func testBuilderAddsChildrenInOrder() {
        let scene = SceneBuilder {
            LightNode.directional()
        }
        XCTAssertEqual(scene.children.count, 1)
        XCTAssertNotNil(scene.sceneEntity)
    }
}
