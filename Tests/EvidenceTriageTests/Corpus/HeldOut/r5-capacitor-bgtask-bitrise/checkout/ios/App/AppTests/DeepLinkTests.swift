import XCTest
@testable import App

final class DeepLinkTests: XCTestCase {

    func testShipmentLinkOpensDetail() {
        let opened = expectation(description: "route emitted")
        DeepLinkRouter.shared.onRoute = { route in
            XCTAssertEqual(route, "/shipments/PP-4471")
            opened.fulfill()
        }
        _ = DeepLinkRouter.shared.handle(URL(string: "parcelpoint://track/PP-4471")!)
        wait(for: [opened], timeout: 2)
    }
}
