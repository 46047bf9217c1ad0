import XCTest
import SwiftUI
@testable import Quarry

final class SceneLifecycleTests: XCTestCase {
    func testEnteringBackgroundReleasesPreview() throws {
        let renderer = try XCTUnwrap(PreviewRenderer())
        renderer.sceneDidChangePhase(.background)
        let unloaded = expectation(for: NSPredicate { _, _ in !renderer.sceneLoaded }, evaluatedWith: nil)
        wait(for: [unloaded], timeout: 3)
    }

    func testEnteringBackgroundSubmitsNoGPUWork() throws {
        let renderer = try XCTUnwrap(PreviewRenderer())
        let host = TestSceneHost(renderer: renderer)
        host.moveAppToBackground()
        RunLoop.main.run(until: Date().addingTimeInterval(2))
        XCTAssertTrue(renderer.commandBufferErrors.isEmpty, "command buffer errors after backgrounding: \(renderer.commandBufferErrors)")
    }
}
