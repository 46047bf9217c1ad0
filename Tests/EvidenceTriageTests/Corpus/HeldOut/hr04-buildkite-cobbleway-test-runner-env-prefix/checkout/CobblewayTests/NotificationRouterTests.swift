import UserNotifications
import XCTest
@testable import Cobbleway

final class NotificationRouterTests: XCTestCase {
    @MainActor
    func testNotificationWithoutShipmentIDIsIgnored() async {
        let router = NotificationRouter()
        let navigator = RecordingNavigator()
        router.navigator = navigator
        await DeliveryHarness.deliverTap(userInfo: [:], to: router)
        XCTAssertTrue(navigator.opened.isEmpty)
    }

    /// DeliveryHarness builds a UNNotificationResponse and calls the delegate on the main queue,
    /// as UserNotifications does for a tap while the app is in the foreground.
    @MainActor
    func testTapOnDeliveryUpdateOpensShipment() async {
        let router = NotificationRouter()
        let navigator = RecordingNavigator()
        router.navigator = navigator

        await DeliveryHarness.deliverTap(userInfo: ["shipment_id": "CW-10022"], to: router)

        XCTAssertEqual(navigator.opened, ["CW-10022"])
        XCTAssertEqual(router.lastOpenedShipmentID, "CW-10022")
    }
}
