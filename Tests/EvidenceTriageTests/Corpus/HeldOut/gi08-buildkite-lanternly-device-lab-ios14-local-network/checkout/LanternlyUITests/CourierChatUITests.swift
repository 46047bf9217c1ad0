import SBTUITestTunnelClient
import XCTest

final class CourierChatUITests: XCTestCase {
    private var app: SBTUITunneledApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = SBTUITunneledApplication()
    }

    func testChatShowsQueuedMessageOffline() {
        app.launchTunnel {
            self.app.stubRequests(matching: SBTRequestMatch(url: "api.lanternly.example/v2/chat"),
                                  response: SBTStubFailureResponse(errorCode: URLError.notConnectedToInternet.rawValue))
        }
        app.buttons["chat-with-courier"].tap()
        app.textViews["chat-input"].typeText("Please leave it with the neighbour")
        app.buttons["send"].tap()
        XCTAssertTrue(app.staticTexts["Queued – will send when online"].waitForExistence(timeout: 5))
    }
}
