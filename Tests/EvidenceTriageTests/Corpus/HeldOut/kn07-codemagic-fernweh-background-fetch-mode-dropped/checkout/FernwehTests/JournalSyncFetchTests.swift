import UIKit
import XCTest
@testable import Fernweh

final class JournalSyncFetchTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "JournalSyncFetchTests/testBackgroundFetchDeliversWithinTwoMinutes", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testBackgroundFetchDeliversWithinTwoMinutes() async throws {
        let delivered = expectation(description: "background fetch delivered")
        JournalSync.shared.onRun = { delivered.fulfill() }
        await MainActor.run {
            UIApplication.shared.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
            UIApplication.shared.delegate?.applicationDidEnterBackground?(UIApplication.shared)
        }
        await fulfillment(of: [delivered], timeout: 120)
    }
}
