import XCTest

final class PairingInfoBannerUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-AppleLanguages", "(en)", "-resetPairing"]
        app.launch()
    }

    func testBannerShowsTitle() {
        app.buttons["Pair a new device"].tap()
        app.buttons["pairingInfo"].tap()
        XCTAssertEqual(app.staticTexts["pairingInfo.title"].label, "Scan the code on your other device")
    }

    func testBannerShowsDescription() {
        app.buttons["Pair a new device"].tap()
        app.buttons["pairingInfo"].tap()
        let description = app.staticTexts["pairingInfo.description"]
        XCTAssertEqual(description.label, "Both devices must be on the same network. Keep this screen open until pairing finishes.")
    }
}
