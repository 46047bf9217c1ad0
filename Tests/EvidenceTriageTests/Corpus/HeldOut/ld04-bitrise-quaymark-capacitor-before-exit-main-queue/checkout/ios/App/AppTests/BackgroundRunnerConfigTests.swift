import XCTest

final class BackgroundRunnerConfigTests: XCTestCase {
    func testPlistPermitsRunnerLabel() throws {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains("com.quaymark.app.background.sync"), "permitted: \(ids)")
    }
}
