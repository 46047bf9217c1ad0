import XCTest
@testable import Brook

final class BackgroundDownloadTests: XCTestCase {
    func testEnqueueUsesBackgroundConfiguration() {
        let center = DownloadCenter(identifier: "io.brookpods.downloads.test")
        XCTAssertEqual(center.session.configuration.identifier, "io.brookpods.downloads.test")
        XCTAssertTrue(center.session.configuration.sessionSendsLaunchEvents)
    }

    /// Mirrors a relaunch: UIKit hands the app a completion handler for the background session,
    /// the session delegate then receives urlSessionDidFinishEvents, and the handler must be called.
    func testRelaunchEventsInvokeSystemCompletionHandler() {
        let called = expectation(description: "system completion handler called")
        let delegate = AppDelegate()
        delegate.application(.shared, handleEventsForBackgroundURLSession: "io.brookpods.downloads") {
            called.fulfill()
        }
        DownloadCenter.shared.simulateFinishEvents()
        wait(for: [called], timeout: 10)
    }
}
