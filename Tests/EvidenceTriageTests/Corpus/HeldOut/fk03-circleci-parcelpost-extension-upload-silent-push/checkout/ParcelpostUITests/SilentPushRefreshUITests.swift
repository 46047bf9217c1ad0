import XCTest

final class SilentPushRefreshUITests: XCTestCase {
    private let helper = PushHelperClient(baseURL: URL(string: "http://127.0.0.1:8787")!)

    func testSilentPushRefreshesTrackingWhileBackgrounded() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-stubAPI", "http://127.0.0.1:8787"]
        app.launch()
        XCTAssertTrue(app.staticTexts["status-PP-20931"].waitForExistence(timeout: 5))
        try helper.setStubStatus(parcelID: "PP-20931", status: "out_for_delivery")

        XCUIDevice.shared.press(.home)
        try helper.sendPush(payload: .silentRefresh(parcelID: "PP-20931"), bundleID: "app.parcelpost.ios.beta")
        Thread.sleep(forTimeInterval: 20)
        app.activate()

        let status = app.staticTexts["status-PP-20931"]
        XCTAssertTrue(status.label.hasPrefix("Out for delivery"),
                      "tracking for PP-20931 was not refreshed by the silent push: \(status.label)")
    }
}
