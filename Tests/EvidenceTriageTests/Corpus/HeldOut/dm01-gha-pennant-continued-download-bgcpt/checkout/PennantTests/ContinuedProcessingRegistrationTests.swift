import XCTest
@testable import Pennant

/// Static checks of the BUILT app's Info.plist (the test host is the app).
final class ContinuedProcessingRegistrationTests: XCTestCase {
    private var permitted: [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }

    func testRefreshIdentifierPermitted() {
        XCTAssertTrue(permitted.contains("com.pennantlabs.pennant.refresh"))
    }

    @available(iOS 26.0, *)
    func testDownloadWildcardIdentifierPermitted() {
        // BGContinuedProcessingTaskRequest identifiers must use base wildcard notation:
        // bundle ID prefix, optional context, ending in ".*".
        XCTAssertTrue(permitted.contains(DownloadBackgroundTaskModel.permittedPattern),
                      "BGTaskSchedulerPermittedIdentifiers = \(permitted)")
    }
}
