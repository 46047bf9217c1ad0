import XCTest
@testable import Oriel

final class SessionLifecycleTests: XCTestCase {
    private var lifecycle: SessionLifecycle!
    private var controller: MockSessionController!

    override func setUp() {
        controller = MockSessionController()
        lifecycle = SessionLifecycle(controller: controller)
    }

    @MainActor
    func testStartSessionFromBackgroundQueue() async {
        await Task.detached {
            self.lifecycle.startSession()
        }.value
        XCTAssertEqual(controller.currentSession?.state, "background")
    }
}
