import XCTest

/// Bench test: the lock rig on the CI Mac toggles KF-Bench-02 and iOS should relaunch
/// Keyfob in the background through Core Bluetooth state restoration.
final class LockRelaunchUITests: XCTestCase {
    private let rig = LockRigClient(baseURL: URL(string: "http://127.0.0.1:8765")!)

    func testAppRelaunchedForLockEventAfterTerminate() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestPairBenchLock", "KF-Bench-02"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Garage · Connected"].waitForExistence(timeout: 20))

        app.terminate()
        try rig.cycleAdvertising(lock: "KF-Bench-02")

        let relaunched = app.wait(for: .runningBackground, timeout: 45)
        XCTAssertTrue(relaunched,
                      "Keyfob was not relaunched in the background within 45 s of the lock event (state: \(app.state.rawValue))")
    }
}
