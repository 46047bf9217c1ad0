import XCTest
import UserNotifications
@testable import Pinwheel

final class PushDeliveryTests: XCTestCase {
    let center = UNUserNotificationCenter.current()

    override func setUp() async throws {
        try await PushRegistrar.shared.registerAndUpload(deviceName: "ci-\(ProcessInfo.processInfo.hostName)")
    }

    func testRemoteAlertIsRewrittenByServiceExtension() async throws {
        try await TestPushSender.send(template: "courier_assigned", to: PushRegistrar.shared.uploadedToken)
        let delivered = expectation(description: "rewritten alert delivered")
        let observer = DeliveredNotificationObserver(center: center) { content in
            if content.body.hasPrefix("Courier") { delivered.fulfill() }
        }
        await fulfillment(of: [delivered], timeout: 90)
        observer.invalidate()
    }

    func testSilentPushTriggersWidgetReload() async throws {
        try await TestPushSender.send(template: "eta_changed_silent", to: PushRegistrar.shared.uploadedToken)
        let reloaded = expectation(description: "widget timeline reload requested")
        WidgetReloader.shared.onReloadForTesting = { kind in
            if kind == "OrderETAWidget" { reloaded.fulfill() }
        }
        await fulfillment(of: [reloaded], timeout: 60)
    }
}
