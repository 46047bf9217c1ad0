import XCTest
@testable import Lumenpod

final class UploadCoordinatorTests: XCTestCase {
    func testReportsProgressOnMainActor() async throws {
        let expectation = expectation(description: "progress")
        let coordinator = await UploadCoordinator(progress: { _ in
            MainActor.assertIsolated()
            expectation.fulfill()
        })
        await coordinator.simulateProgress(sent: 50, expected: 100)
        await fulfillment(of: [expectation], timeout: 2)
    }

    func testCoordinatorReleasedFromBackgroundTaskDoesNotCrash() async throws {
        // The processing-task runner drops its coordinator on a background executor when
        // the run completes or expires.
        var coordinator: UploadCoordinator? = await UploadCoordinator()
        XCTAssertNotNil(coordinator)
        coordinator = nil
        XCTAssertNil(coordinator)
    }
}
