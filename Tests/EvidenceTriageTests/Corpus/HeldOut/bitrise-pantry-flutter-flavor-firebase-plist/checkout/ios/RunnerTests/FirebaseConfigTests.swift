import XCTest
import FirebaseCore
@testable import Runner

/// Runs in the production flavor (scheme "production"): the bundled GoogleService-Info.plist
/// must be the production project's file.
final class FirebaseConfigTests: XCTestCase {
    private func bundledOptions() throws -> FirebaseOptions {
        let path = try XCTUnwrap(Bundle.main.path(forResource: "GoogleService-Info", ofType: "plist"))
        return try XCTUnwrap(FirebaseOptions(contentsOfFile: path))
    }

    func testProductionFlavorBundlesProductionProject() throws {
        let options = try bundledOptions()
        XCTAssertEqual(options.projectID, "pantry-prod-4e1a")
    }

    func testFirebaseBundleIdMatchesApp() throws {
        let options = try bundledOptions()
        XCTAssertEqual(options.bundleID, Bundle.main.bundleIdentifier)
    }
}
