import XCTest

/// CI runs the native tests against staging; the bundled Info.plist value must say so.
final class EnvironmentConfigTests: XCTestCase {
    func testStagingAPIBaseURLIsBundled() {
        let url = Bundle.main.object(forInfoDictionaryKey: "HLApiBaseURL") as? String
        XCTAssertEqual(url, "https://api.staging.harborlight.app")
    }

    func testSentryEnvironmentIsNotEmpty() {
        let env = Bundle.main.object(forInfoDictionaryKey: "HLSentryEnvironment") as? String
        XCTAssertFalse(env?.isEmpty ?? true)
    }
}
