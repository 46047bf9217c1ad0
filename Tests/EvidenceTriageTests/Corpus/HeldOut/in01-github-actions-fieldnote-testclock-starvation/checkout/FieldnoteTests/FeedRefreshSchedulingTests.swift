import BackgroundTasks
import UIKit
import XCTest
@testable import Fieldnote

final class FeedRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "FeedRefreshSchedulingTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testRefreshRunsAfterBackgrounding() {
        let launched = expectation(forNotification: FeedRefreshScheduler.didRunNotification, object: nil)
        launched.expectationDescription = "feed refresh launch handler ran"

        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        // The request asks for 15 minutes; the system is expected to run it early on CI.
        wait(for: [launched], timeout: 20)
    }
}
