import XCTest

/// Runs on the lab iPhone. The Debug menu writes step samples through the app's own HKHealthStore.
final class StepBackgroundDeliveryUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-EgretDebugMenu", "YES", "-EgretUploadEndpoint", "http://10.20.0.5:8090/lab"]
        app.launch()
    }

    func testBackgroundDeliveryIsEnabledAtLaunch() {
        app.buttons["Debug"].tap()
        XCTAssertEqual(app.staticTexts["stepObserver"].label, "observer active, background delivery: immediate")
    }

    func testStepSampleUploadsWithinTwoMinutes() {
        app.buttons["Debug"].tap()
        app.buttons["Add 412 steps"].tap()
        XCUIDevice.shared.press(.home)
        sleep(120)                                   // HKObserverQuery + enableBackgroundDelivery(.immediate) should wake us
        app.activate()
        app.buttons["Debug"].tap()
        XCTAssertEqual(app.staticTexts["lastBackgroundUpload"].label, "412 steps", "step sample was not uploaded by a background delivery within 2 minutes")
    }

    func testObserverFiresForEachStepWrite() {
        app.buttons["Debug"].tap()
        app.buttons["Add 200 steps"].tap()
        XCUIDevice.shared.press(.home)
        sleep(150)
        app.activate()
        app.buttons["Add 300 steps"].tap()
        XCUIDevice.shared.press(.home)
        sleep(150)
        app.activate()
        XCTAssertEqual(app.staticTexts["backgroundDeliveries"].label, "2", "expected one background delivery per step write")
    }
}
