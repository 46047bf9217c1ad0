import XCTest
@testable import Marginalia

/// The CI configuration carries no iCloud entitlement (Marginalia-CI.entitlements):
/// every CloudKit screen must degrade, not crash.
final class CloudKitDiagnosticsViewModelTests: XCTestCase {

    func testSyncSettingsShowsUnavailableWithoutEntitlement() {
        XCTAssertNil(CloudConstants.container)
        XCTAssertFalse(SyncSettingsViewModel().isCloudKitAvailable)
    }

    func testDiagnosticsOpensWithoutCloudKitEntitlement() {
        let model = CloudKitDiagnosticsViewModel()
        XCTAssertFalse(model.isCloudKitAvailable)
    }
}
