import XCTest

final class PushLaunchUITests: XCTestCase {
    private let app = XCUIApplication()
    private let visitPush = #"{"aps":{"alert":{"title":"Visit moved","body":"Mrs. Okafor, 14:30"}},"visit_id":"V-20931"}"#

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-UITesting", "-signedInAs", "carer-demo"]
    }

    func testWarmLaunchFromVisitPushOpensVisit() {
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Today"].waitForExistence(timeout: 10))
        app.terminate()
        app.launchArguments += ["-simulatedPush", visitPush]
        app.launch()
        XCTAssertTrue(app.otherElements["visit.detail.V-20931"].waitForExistence(timeout: 5))
    }

    func testColdLaunchFromVisitPushOpensVisit() {
        // Simulator erased by the pipeline before this suite: first launch after install.
        app.launchArguments += ["-simulatedPush", visitPush]
        app.launch()
        // Injection happens 2.0 s after launch (SimulatedPushInjector.injectionDelay).
        XCTAssertTrue(app.otherElements["visit.detail.V-20931"].waitForExistence(timeout: 5))
    }

    func testForegroundPushShowsBanner() {
        app.launchArguments += ["-simulatedPush", visitPush, "-simulatedPushPresentation", "foreground"]
        app.launch()
        let banner = app.otherElements["hearth.banner"]
        XCTAssertTrue(banner.waitForExistence(timeout: 3))
        XCTAssertEqual(banner.staticTexts["hearth.banner.title"].label, "Visit moved")
    }
}
