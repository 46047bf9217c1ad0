import XCTest
import ActivityKit
@testable import ParcelpalCourier

/// Hosted by the white-label Parcelpal Courier app.
final class CourierActivityTests: XCTestCase {

    func testCourierAttributesCarryCarrier() {
        let attributes = DeliveryAttributes(parcelID: "PP-30918", carrier: .courierFleet)
        XCTAssertEqual(attributes.carrier, .courierFleet)
    }

    func testStartsCourierRouteActivity() throws {
        let controller = DeliveryActivityController()

        let activity = try controller.start(parcel: .fixture(id: "PP-30918", etaMinutes: 25), pushUpdates: false)

        XCTAssertEqual(activity.activityState, .active)
        Task { await activity.end(nil, dismissalPolicy: .immediate) }
    }
}
