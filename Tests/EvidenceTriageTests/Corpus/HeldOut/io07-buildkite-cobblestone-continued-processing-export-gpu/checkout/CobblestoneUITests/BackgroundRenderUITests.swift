import XCTest

/// Forces the CPU-only continued task (as on devices where supportedResources lacks .gpu)
/// and checks that the render pipeline parks its GPU work instead of dying in the background.
final class BackgroundRenderUITests: XCTestCase {
    func testRenderParksGPUWorkWhenBackgroundedWithoutGPUTask() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-project", "harbour-40s", "-uitest-continued-resources", "cpu"]
        app.launch()
        app.buttons["render.preview"].tap()
        XCUIDevice.shared.press(.home)
        sleep(8)
        app.activate()
        XCTAssertTrue(app.staticTexts["render.status.paused"].waitForExistence(timeout: 10))
    }
}
