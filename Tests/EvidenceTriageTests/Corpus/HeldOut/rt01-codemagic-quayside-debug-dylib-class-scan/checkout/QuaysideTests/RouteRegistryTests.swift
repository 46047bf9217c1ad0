import XCTest
@testable import Quayside

final class RouteRegistryTests: XCTestCase {
    override func setUp() {
        super.setUp()
        RouteRegistry.shared.scanRoutes()
    }

    func testOrderDetailRouteIsRegistered() {
        let handler = RouteRegistry.shared.handler(for: "quayside://orders/:id")
        XCTAssertNotNil(handler, "order detail route missing from registry")
    }

    func testUnknownRouteIsNil() {
        XCTAssertNil(RouteRegistry.shared.handler(for: "quayside://nope"))
    }
}
