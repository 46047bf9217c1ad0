import XCTest
import FerryShared

final class CrashReportingTests: XCTestCase {
    func testInstallsCrashHandlerOnLaunch() {
        let reporter = CrashReporting.shared
        reporter.install(environment: "ci")
        XCTAssertTrue(reporter.isInstalled)
    }
}
