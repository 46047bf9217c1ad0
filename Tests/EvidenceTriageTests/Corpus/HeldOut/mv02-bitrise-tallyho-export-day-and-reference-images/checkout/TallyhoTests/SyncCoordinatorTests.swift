import XCTest
@testable import Tallyho

final class SyncCoordinatorTests: XCTestCase {
    func testUploadCompletes() {
        let coordinator = SyncCoordinator(transport: InstantTransport())
        let done = expectation(description: "upload finished")
        coordinator.upload(receipts: [.fixture()]) { _ in done.fulfill() }
        waitForExpectations(timeout: 1)
    }
}
