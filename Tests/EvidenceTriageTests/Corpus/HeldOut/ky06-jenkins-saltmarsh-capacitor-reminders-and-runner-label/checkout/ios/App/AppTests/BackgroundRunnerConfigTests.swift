import XCTest
@testable import App

final class BackgroundRunnerConfigTests: XCTestCase {
    func testRunnerLabelIsPermitted() throws {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains("org.saltmarsh.app.tides"), "BGTaskSchedulerPermittedIdentifiers is \(ids)")
    }
}
