import UIKit
import XCTest
@testable import Feedwell
@testable import FeedwellKit

/// End-to-end: background the app and let iOS run the refresh task.
final class BackgroundRefreshIntegrationTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        let suite = words.first?.split(separator: ".").last.map(String.init) ?? ""
        setenv("EVIDENCE_TEST_ID", "\(suite)/\(words.last ?? "")", 1)
    }

    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testFeedsRefreshWithinFifteenMinutesOfBackgrounding() {
        let before = AccountManager.shared.lastBackgroundRefresh
        let ran = expectation(description: "background refresh ran")
        let observer = NotificationCenter.default.addObserver(forName: .combinedRefreshProgressDidChange,
                                                              object: nil, queue: .main) { _ in
            if AccountManager.shared.lastBackgroundRefresh != before { ran.fulfill() }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        // earliestBeginDate is 15 minutes out; give the system that long.
        wait(for: [ran], timeout: 900)
    }
}
