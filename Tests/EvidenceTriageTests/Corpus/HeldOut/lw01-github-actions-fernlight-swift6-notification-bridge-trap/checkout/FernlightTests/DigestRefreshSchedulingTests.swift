import BackgroundTasks
import XCTest
@testable import Fernlight

/// End-to-end check that the digest refresh actually runs once it is scheduled.
final class DigestRefreshSchedulingTests: XCTestCase {
    func testDigestIdentifierIsPermitted() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted, [DigestRefresh.identifier])
    }

    func testDigestRefreshRunsWithinTenMinutes() throws {
        let launched = expectation(forNotification: .digestRefreshDidRun, object: nil)
        launched.expectationDescription = "system launched digest refresh"

        try? DigestRefresh.schedule()

        // The system should pick the request up while the app sits in the background.
        wait(for: [launched], timeout: 600)
    }

    func testRequestUsesFifteenMinuteFloor() {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        XCTAssertEqual(DigestRefresh.makeRequest(now: now).earliestBeginDate, now.addingTimeInterval(15 * 60))
    }
}
