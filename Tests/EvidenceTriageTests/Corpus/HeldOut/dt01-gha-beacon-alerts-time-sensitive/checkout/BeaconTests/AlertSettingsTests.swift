import XCTest
import UserNotifications
@testable import Beacon

/// Hosted in Beacon.app (TEST_HOST), so UNUserNotificationCenter answers for
/// the signed app bundle, entitlements included.
final class AlertSettingsTests: XCTestCase {

    private let center = UNUserNotificationCenter.current()

    func testAlertBuilderMarksHighSeverityTimeSensitive() {
        let page = Page(id: "P1", serviceID: "svc-9", service: "payments-api",
                        title: "5xx rate above 4%", summary: "eu-west-1", severity: 4)
        let content = AlertNotificationBuilder().content(for: page)
        XCTAssertEqual(content.interruptionLevel, .timeSensitive)
    }

    func testLowSeverityIsPassive() {
        let page = Page(id: "P2", serviceID: "svc-9", service: "payments-api",
                        title: "", summary: "latency p99 warm", severity: 2)
        let content = AlertNotificationBuilder().content(for: page)
        XCTAssertEqual(content.interruptionLevel, .passive)
        XCTAssertEqual(content.title, "payments-api")
    }

    func testTimeSensitiveDeliveryIsAvailable() async throws {
        // Provisional authorisation never shows a prompt, so it is safe on CI.
        _ = try await center.requestAuthorization(options: [.alert, .sound, .badge, .provisional])
        let settings = await center.notificationSettings()

        // timeSensitiveSetting is .notSupported (0) when the signed app does not
        // carry com.apple.developer.usernotifications.time-sensitive.
        XCTAssertEqual(settings.timeSensitiveSetting.rawValue, UNNotificationSetting.enabled.rawValue,
                       "Time Sensitive delivery unavailable; on-call pages will not break through Focus")
    }
}
