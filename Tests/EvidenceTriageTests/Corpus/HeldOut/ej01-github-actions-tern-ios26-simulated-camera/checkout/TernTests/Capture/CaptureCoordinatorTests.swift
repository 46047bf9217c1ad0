import XCTest
@testable import Tern

final class CaptureCoordinatorTests: XCTestCase {
    private var router: MockRouter!
    private var parent: MockParentCoordinator!

    override func setUp() {
        super.setUp()
        router = MockRouter()
        parent = MockParentCoordinator()
    }

    override func tearDown() {
        router = nil
        parent = nil
        super.tearDown()
    }

    func testStartWithCameraAuthorized_presentsPicker() {
        let subject = CaptureCoordinator(router: router, isCameraAvailable: { true })
        parent.add(child: subject)

        subject.start()

        XCTAssertEqual(router.presentCalled, 1)
        XCTAssertEqual(parent.childCoordinators.count, 1)
    }

    func testStartWithoutCamera_finishesWithoutPresenting() {
        // The simulator has no camera, so the coordinator finishes immediately and
        // removes itself from its parent without presenting anything.
        let subject = CaptureCoordinator(router: router)
        parent.add(child: subject)

        subject.start()

        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertEqual(router.presentCalled, 0)
    }
}
