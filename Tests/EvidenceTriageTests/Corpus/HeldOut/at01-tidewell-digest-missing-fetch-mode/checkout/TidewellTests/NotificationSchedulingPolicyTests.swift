import XCTest
@testable import Tidewell

final class NotificationSchedulingPolicyTests: XCTestCase {
    private var info: [String: Any] { Bundle(for: AppDelegate.self).infoDictionary ?? [:] }

    func testDigestIdentifierIsPermitted() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(permitted.contains(DigestScheduler.taskIdentifier))
    }

    func testBackgroundDigestHasRequiredBackgroundFetchMode() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes \(modes) lacks \"fetch\" required by BGAppRefreshTaskRequest")
    }

    func testDigestNotScheduledWhenNotificationsDenied() {
        let policy = NotificationSchedulingPolicy(authorization: .denied)
        XCTAssertFalse(policy.shouldScheduleDigest(now: .fixture))
    }
}
