import XCTest
@testable import Keymint

/// Drives the session-refresh launch handler with a fake BGAppRefreshTask; the OS
/// scheduler is not involved. The token endpoint is stubbed by StubURLProtocol.
final class SessionRefreshTaskTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "SessionRefreshTaskTests/\(name.split(separator: " ").last!.dropLast())", 1)
        StubURLProtocol.register(path: "/oauth/token", json: #"{"access_token":"at_2","refresh_token":"rt_rotated_2","expires_in":3600}"#)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        StubURLProtocol.reset()
    }

    func testRefreshTaskStoresRotatedToken() {
        let task = FakeAppRefreshTask(identifier: BackgroundTaskID.sessionRefresh)
        let done = expectation(description: "task completed")
        task.onComplete = { _ in done.fulfill() }

        SessionRefreshHandler(store: KeychainCredentialStore(), api: .live(session: .stubbed)).handle(task)
        wait(for: [done], timeout: 5)

        XCTAssertEqual(task.completedSuccessfully, true, "session-refresh completed unsuccessfully")
    }
}
