import XCTest
import CapacitorBackgroundRunner
@testable import App

/// Runs the real runner bundle (public/runners/check-in.js) through the
/// plugin's JavaScriptCore engine inside the host app.
final class CheckInRunnerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        UserDefaults(suiteName: "com.siteward.checkin")?.removeObject(forKey: "lastCheckIn")
    }

    func testCheckInStoresLastCheckInTime() throws {
        let before = Date()
        try BackgroundRunner.shared.dispatchEvent(event: "storeCheckInTime", inputArgs: ["siteId": "S-204"])
        let stored = UserDefaults(suiteName: "com.siteward.checkin")?.double(forKey: "lastCheckInAt") ?? 0
        XCTAssertGreaterThanOrEqual(stored, before.timeIntervalSince1970 * 1000)
    }

    func testCheckInRecordsSitePosition() throws {
        LocationStub.install(latitude: 53.4808, longitude: -2.2426)

        XCTAssertNoThrow(
            try BackgroundRunner.shared.dispatchEvent(event: "checkIn", inputArgs: ["siteId": "S-204"]),
            "check-in event should resolve")

        let raw = UserDefaults(suiteName: "com.siteward.checkin")?.string(forKey: "lastCheckIn")
        XCTAssertNotNil(raw)
    }

    func testCheckInIsScheduledOnBackgrounding() {
        let ran = expectation(description: "check-in runner executed by the system")
        let observer = KVObserver(suite: "com.siteward.checkin", key: "lastCheckIn") { _ in ran.fulfill() }
        defer { observer.invalidate() }

        // What the app does when the user leaves it: the plugin submits the
        // BGAppRefreshTaskRequest for the runner label.
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [ran], timeout: 120)
    }
}
