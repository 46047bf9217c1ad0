import BackgroundTasks
import UIKit
import XCTest
@testable import Quaywell

final class BackgroundRefreshTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "BackgroundRefreshTests/" + String(name.split(separator: " ")[1].dropLast()), 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRefreshIdentifierIsPermitted() throws {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains(BackgroundRefresh.identifier))
    }

    func testRefreshRunsAfterBackgrounding() {
        let launched = expectation(forNotification: .balanceRefreshLaunched, object: nil)
        launched.expectationDescription = "balance refresh launched"
        BackgroundRefresh.schedule(after: 5)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [launched], timeout: 90)
    }
}
