import XCTest

/// Launches the app cold and reads back the evidence.diagnostic/v1 records the
/// app writes during didFinishLaunching (DiagnosticsRecorder.swift), so the
/// registration of flutter_background_service_ios's refresh task is checked on
/// a real launch rather than on the already-running test host.
final class LaunchRegistrationUITests: XCTestCase {

    private let refreshIdentifier = "dev.flutter.background.refresh"

    private struct Record: Decodable {
        let identifier: String
        let phase: String
        let outcome: String
        let test: String?
    }

    func testRefreshTaskRegisteredAtLaunch() throws {
        let diagnosticsPath = try XCTUnwrap(ProcessInfo.processInfo.environment["KESTREL_DIAGNOSTICS_PATH"])
        let testID = "RunnerUITests.LaunchRegistrationUITests/testRefreshTaskRegisteredAtLaunch"

        let app = XCUIApplication()
        app.launchEnvironment["KESTREL_DIAGNOSTICS_PATH"] = diagnosticsPath
        app.launchEnvironment["KESTREL_TEST_ID"] = testID
        app.launch()
        XCTAssertTrue(app.otherElements["order-book"].waitForExistence(timeout: 15))

        let lines = try String(contentsOfFile: diagnosticsPath, encoding: .utf8).split(separator: "\n")
        let records = try lines.map { try JSONDecoder().decode(Record.self, from: Data($0.utf8)) }
        let registration = try XCTUnwrap(
            records.last { $0.test == testID && $0.identifier == refreshIdentifier && $0.phase == "registration" },
            "no registration record written for \(refreshIdentifier)"
        )
        XCTAssertEqual(registration.outcome, "succeeded", "\(refreshIdentifier) must register during didFinishLaunching")
    }

    func testColdLaunchShowsOrderBook() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.otherElements["order-book"].waitForExistence(timeout: 15))
    }
}
