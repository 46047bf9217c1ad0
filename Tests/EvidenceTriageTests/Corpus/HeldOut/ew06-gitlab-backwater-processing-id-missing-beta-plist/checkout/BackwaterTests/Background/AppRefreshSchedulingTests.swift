import BackgroundTasks
import XCTest
@testable import Backwater

/// Checks that iOS actually launches the refresh task we ask for.
final class AppRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRefreshLaunchesWithinOneHour() {
        let launched = expectation(forNotification: .backwaterAppRefreshDidLaunch, object: nil)
        try? BackgroundTasks.submitRefresh(earliest: Date(timeIntervalSinceNow: 60))
        // The request asks for one minute; give the scheduler a little slack.
        wait(for: [launched], timeout: 90)
    }
}
