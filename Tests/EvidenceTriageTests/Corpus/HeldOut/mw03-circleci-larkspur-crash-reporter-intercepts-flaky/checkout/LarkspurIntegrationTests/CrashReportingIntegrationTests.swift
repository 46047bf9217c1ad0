import XCTest

/// Launches the app, makes it crash, relaunches it and checks the crash report reaches the mock server.
final class CrashReportingIntegrationTests: XCTestCase {
    let server = MockIntakeServer.shared

    func testCrashReportIsSentOnNextLaunch() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-crash-on-launch", "nsexception"]
        app.launch()
        app.launchArguments = []
        app.launch()
        let uploaded = server.expectation(for: .crashReport, in: self)
        wait(for: [uploaded], timeout: 30)
    }

    func testSignalCrashIsSymbolicated() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-crash-on-launch", "sigsegv"]
        app.launch()
        app.launchArguments = []
        app.launch()
        let report = try XCTUnwrap(server.waitForCrashReport(timeout: 30))
        XCTAssertEqual(report.signal, "SIGSEGV")
    }
}
