import BackgroundTasks
import XCTest
@testable import workmanager_apple

/// Maps the Dart-side Constraints onto BGProcessingTaskRequest (plugin code vendored under ios/.symlinks).
final class ProcessingConstraintTests: XCTestCase {
    func testInitialDelaySetsEarliestBeginDate() {
        let now = Date(timeIntervalSince1970: 1_786_000_000)
        let request = BackgroundTaskRequestFactory.processingRequest(
            identifier: "garden.sorrel.nightlyDigest",
            constraints: .init(networkType: .notRequired, requiresCharging: false),
            initialDelay: 600, now: now)
        XCTAssertEqual(request.earliestBeginDate, now.addingTimeInterval(600))
    }

    func testRequiresChargingSetsExternalPower() {
        let request = BackgroundTaskRequestFactory.processingRequest(
            identifier: "garden.sorrel.nightlyDigest",
            constraints: .init(networkType: .notRequired, requiresCharging: true),
            initialDelay: 0, now: Date())

        XCTAssertTrue(request.requiresExternalPower, "requiresCharging must map to requiresExternalPower")
        XCTAssertFalse(request.requiresNetworkConnectivity, "networkType .notRequired must not require connectivity")
    }
}
