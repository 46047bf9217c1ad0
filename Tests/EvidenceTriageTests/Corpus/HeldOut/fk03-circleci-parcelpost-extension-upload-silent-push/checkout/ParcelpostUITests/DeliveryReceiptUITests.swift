import XCTest

/// Sends a mutable-content "delivered" push to the booted simulator through the CI host's
/// push helper (ci/push-helper.rb, listening on localhost:8787, which runs `xcrun simctl push`),
/// then asks the stub API (same helper) whether the extension's receipt upload arrived.
final class DeliveryReceiptUITests: XCTestCase {
    private let helper = PushHelperClient(baseURL: URL(string: "http://127.0.0.1:8787")!)

    override func setUpWithError() throws {
        continueAfterFailure = false
        try helper.resetStub()
    }

    func testReceiptUploadedAfterMutablePush() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-stubAPI", "http://127.0.0.1:8787"]
        app.launch()
        XCUIDevice.shared.press(.home)

        try helper.sendPush(payload: .delivered(parcelID: "PP-20931"), bundleID: "app.parcelpost.ios.beta")

        let uploaded = helper.waitForReceipt(parcelID: "PP-20931", timeout: 30)
        XCTAssertTrue(uploaded, "no delivery receipt for PP-20931 reached the stub API within 30s")
    }
}
