import XCTest
@testable import Ledgerline

final class ReceiptUploadManagerTests: XCTestCase {
    private func makeManager() -> ReceiptUploadManager {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return ReceiptUploadManager(configuration: configuration)
    }

    func testUploadSetsReceiptIdOnTask() {
        let manager = makeManager()
        let task = manager.upload(.fixture(id: "r-1"), to: URL(string: "https://api.ledgerline.test/receipts/r-1")!)
        XCTAssertEqual(task.taskDescription, "r-1")
    }

    func testFinishEventsCallsStoredCompletionHandler() {
        let manager = makeManager()
        let called = expectation(description: "background completion handler")
        manager.backgroundCompletionHandler = { called.fulfill() }
        manager.urlSessionDidFinishEvents(forBackgroundURLSession: manager.session)
        wait(for: [called], timeout: 1)
    }

    func testSecondUploadAfterFinishEvents() {
        let manager = makeManager()
        manager.upload(.fixture(id: "r-1"), to: URL(string: "https://api.ledgerline.test/receipts/r-1")!)
        manager.urlSessionDidFinishEvents(forBackgroundURLSession: manager.session)

        // The app is relaunched in the background and the user adds another receipt.
        let task = manager.upload(.fixture(id: "r-2"), to: URL(string: "https://api.ledgerline.test/receipts/r-2")!)
        XCTAssertEqual(task.state, .running)
    }
}
