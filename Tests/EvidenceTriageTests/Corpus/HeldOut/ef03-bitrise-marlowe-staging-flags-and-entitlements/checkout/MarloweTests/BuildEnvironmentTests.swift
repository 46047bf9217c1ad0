import XCTest
import MarloweKit

/// Runs only in the Marlowe-Staging scheme (test action uses the Staging configuration).
final class BuildEnvironmentTests: XCTestCase {

    func testStagingSchemeReportsStaging() {
        XCTAssertEqual(BuildEnvironment.current.rawValue, "staging")
    }

    func testStagingBundleIdentifier() {
        XCTAssertEqual(Bundle.main.bundleIdentifier, "com.marlowe.podcasts.staging")
    }
}
