import XCTest
@testable import Quayside

final class DeepLinkRouterTests: XCTestCase {
    func testBookingLinkOpensBookingScreen() {
        let route = DeepLinkRouter.route(URL(string: "quayside://booking/88121")!)
        XCTAssertEqual(route, .booking(id: "88121"))
    }
}
