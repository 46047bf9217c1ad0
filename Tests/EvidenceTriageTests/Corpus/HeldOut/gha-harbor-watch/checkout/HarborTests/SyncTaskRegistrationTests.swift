import XCTest
@testable import Harbor

/// Reads the diagnostic records written by the app host during launch.
final class SyncTaskRegistrationTests: XCTestCase {

    func testSyncTaskRegisteredAtLaunch() {
        let records = DiagnosticRecorder.shared.records(for: BerthSyncScheduler.identifier, phase: .registration)

        XCTAssertEqual(records.last?.outcome, .succeeded)
    }

    func testIdentifierUsesBundlePrefix() {
        XCTAssertTrue(BerthSyncScheduler.identifier.hasPrefix("com.harbor.app."))
    }
}
