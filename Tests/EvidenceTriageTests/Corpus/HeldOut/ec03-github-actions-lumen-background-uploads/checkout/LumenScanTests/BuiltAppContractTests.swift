import XCTest

/// Checks the Info.plist of the app bundle this test target is hosted in,
/// i.e. the built artifact, not the source plist.
final class BuiltAppContractTests: XCTestCase {
    private var backgroundModes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testProcessingTaskIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains("com.lumenscan.app.cache-trim"))
        XCTAssertTrue(backgroundModes.contains("processing"))
    }

    /// Background URLSession uploads need no UIBackgroundModes entry. `fetch`
    /// lets iOS launch us on its own schedule, where bootstrap reads the
    /// Keychain before first unlock (errSecInteractionNotAllowed, LUM-2210).
    func testUploadsDoNotRequireFetchBackgroundMode() {
        XCTAssertFalse(backgroundModes.contains("fetch"),
                       "UIBackgroundModes declares fetch; LumenScan has no background-fetch handler (LUM-2210)")
    }
}
