import XCTest
@testable import Sorrel

/// Mirrors App Store Connect's asset validation for the built Info.plist,
/// so a broken plist fails CI instead of the upload.
final class InfoPlistLintTests: XCTestCase {
    private let info = Bundle.main.infoDictionary ?? [:]

    func testBundleVersionIsNumeric() {
        XCTAssertNotNil(Int(info["CFBundleVersion"] as? String ?? ""))
    }

    func testProcessingModeHasPermittedIdentifiers() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        if modes.contains("processing") && permitted.isEmpty {
            XCTFail("Missing Info.plist value. The Info.plist key 'BGTaskSchedulerPermittedIdentifiers' must contain a list of identifiers used to submit and handle tasks when 'UIBackgroundModes' has a value of 'processing'.")
        }
    }
}
