import XCTest
import FirebaseCore
@testable import Fieldnotes

final class FirebaseBootstrapTests: XCTestCase {
    func testStagingUsesStagingFirebaseProject() throws {
        FirebaseBootstrap.configureIfNeeded()
        let options = try XCTUnwrap(FirebaseApp.app()?.options)
        XCTAssertEqual(options.projectID, "fieldnotes-staging")
        XCTAssertEqual(options.bundleID, Bundle.main.bundleIdentifier)
    }
}
