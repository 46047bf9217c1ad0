import XCTest
@testable import Runner

final class NotificationRoutingTests: XCTestCase {

    func testTapRoutesToPlot() {
        let routed = expectation(description: "route to plot")
        PushRouter.shared.onRoute = { path in
            XCTAssertEqual(path, "/plots/17")
            routed.fulfill()
        }
        PushRouter.shared.handleTap(userInfo: ["type": "plot", "plotId": "17"])
        wait(for: [routed], timeout: 3)
    }
}
