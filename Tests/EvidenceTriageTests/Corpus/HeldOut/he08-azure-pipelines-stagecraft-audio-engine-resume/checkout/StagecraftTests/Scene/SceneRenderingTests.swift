import XCTest
@testable import Stagecraft

final class SceneRenderingTests: XCTestCase {
    func testLargeProjectLoadsWithinMemoryBudget() throws {
        let project = try ProjectLoader().load(Fixtures.url("galaxy-war-640-sprites.catrobat"))
        let scene = StageScene(project: project, size: CGSize(width: 1080, height: 1920))
        scene.prepareAllLooks()
        XCTAssertLessThan(scene.textureMemoryFootprint, 256 * 1024 * 1024)
    }
}
