import XCTest
@testable import WaypostGeofence

final class TransitionEventPayloadTests: XCTestCase {
    func testCarriesUserIdSnapshot() {
        let p = TransitionEventPayload(transition: .exit("g1"), geofenceName: nil, userId: "u-42")
        XCTAssertEqual(p.properties["user_id"], "u-42")
    }

    func testIncludesGeofenceName() {
        XCTAssertEqual(TransitionEventPayload(transition: .enter("g1"), geofenceName: "Dam Square", userId: nil).properties["geofence_name"], "Dam Square")
    }

    func testEventNameUsesPastTense() {
        XCTAssertEqual(TransitionEventPayload(transition: .enter("g1"), geofenceName: nil, userId: nil).name, "geofence_entered")
    }
}
