import UIKit
import XCTest
@testable import Podlark

final class BackgroundSessionEventsTests: XCTestCase {
    /// Simulates nsurlsessiond relaunching the app: UIKit hands the app delegate a
    /// completion handler, then the session delivers its final event.
    func testSystemCompletionHandlerRunsAfterEventsFinish() {
        let delegate = AppDelegate()
        let called = expectation(description: "system completion handler called")
        delegate.application(UIApplication.shared,
                             handleEventsForBackgroundURLSession: DownloadService.sessionIdentifier) {
            called.fulfill()
        }
        DownloadService.shared.urlSessionDidFinishEvents(forBackgroundURLSession: DownloadService.shared.session)
        wait(for: [called], timeout: 5)
    }

    func testSessionUsesBackgroundConfiguration() {
        XCTAssertEqual(DownloadService.shared.session.configuration.identifier, "fm.podlark.ios.episodes")
        XCTAssertTrue(DownloadService.shared.session.configuration.sessionSendsLaunchEvents)
    }
}
