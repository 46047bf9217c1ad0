import XCTest

final class VisitProbeUITests: XCTestCase {
    func testProbeStartsAfterSystemRelaunch() {
        let app = XCUIApplication()
        app.launchEnvironment["WAYPOINT_VISIT_PROBE"] = "1"
        app.launch()
        app.terminate()

        // Relaunch the way the system does for a location event: no environment, no arguments.
        let relaunched = XCUIApplication()
        relaunched.launch()
        relaunched.buttons["debug.probeStatus"].tap()
        XCTAssertEqual(relaunched.staticTexts["probe.visit.state"].label, "started")
    }

    /// The pipeline moves the Simulator to the depot (`simctl location set`) and leaves it there.
    func testArrivalLatencyRecorded() {
        let app = XCUIApplication()
        app.launchArguments = ["-waypoint_visit_probe", "YES"]
        app.launch()
        XCUIDevice.shared.press(.home)
        sleep(300)
        app.activate()
        app.buttons["debug.probeStatus"].tap()
        XCTAssertEqual(app.staticTexts["probe.visit.arrivals"].label, "1")
    }
}
