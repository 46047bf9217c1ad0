import XCTest
@testable import KestrelTV

final class BackgroundEventsTests: XCTestCase {
    /// UIKit logs "Application delegate received call to -application:handleEventsForBackgroundURLSession:
    /// completionHandler: but the completion handler was never called." when this is skipped.
    func testCompletionHandlerCalledAfterAllEventsDelivered() {
        let manager = OfflineDownloadManager()
        let called = expectation(description: "background session completion handler called")
        manager.handleEventsForBackgroundURLSession(identifier: OfflineDownloadManager.sessionID) { called.fulfill() }
        manager.urlSessionDidFinishEvents(forBackgroundURLSession: URLSession(configuration: .background(withIdentifier: OfflineDownloadManager.sessionID + ".tests")))
        wait(for: [called], timeout: 2)
    }

    func testForeignSessionIsCompletedImmediately() {
        let manager = OfflineDownloadManager()
        var called = false
        manager.handleEventsForBackgroundURLSession(identifier: "com.other.session") { called = true }
        XCTAssertTrue(called)
    }
}
