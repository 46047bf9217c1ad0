import XCTest

final class BackgroundReconnectUITests: XCTestCase {
    func testAppRelaunchedForRestoredPeripheral() {
        let app = XCUIApplication()
        app.launchArguments += ["-pairFakeTrainer", "YES"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Trainer connected"].waitForExistence(timeout: 15))
        app.terminate()    // expect iOS to relaunch us in the background when the trainer reappears

        let relaunched = XCTNSPredicateExpectation(predicate: NSPredicate(format: "state == %d", XCUIApplication.State.runningBackground.rawValue), object: app)
        wait(for: [relaunched], timeout: 180)
    }
}
