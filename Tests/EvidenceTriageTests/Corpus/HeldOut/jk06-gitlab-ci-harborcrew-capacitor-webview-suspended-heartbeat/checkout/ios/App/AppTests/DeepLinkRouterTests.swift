import XCTest
@testable import App

final class DeepLinkRouterTests: XCTestCase {
    func testShiftLinkOpensRoster() {
        let url = URL(string: "harborcrew://shift/2025-06-10/berth-4")!
        XCTAssertEqual(DeepLinkRouter.route(for: url), "/roster/2025-06-10?berth=berth-4")
    }
}
