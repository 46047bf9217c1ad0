import BeaconFlags
import XCTest
@testable import Lumen

final class FlagSyncTests: XCTestCase {
    func testBackgroundSyncScheduledAfterSDKStart() {
        let started = expectation(description: "SDK ready")
        BeaconFlags.start(sdkKey: "test-key", environment: .stub) { _ in
            FlagBgSynchronizer.shared.schedule()
            started.fulfill()
        }
        wait(for: [started], timeout: 5)

        XCTAssertTrue(FlagBgSynchronizer.shared.isScheduled, "flag cache background sync was not scheduled")
    }

    func testSimulatedBackgroundSyncRefreshesFlagCache() {
        let refreshed = expectation(description: "flag cache refreshed by io.beaconflags.sdk.bgsync")
        let token = FlagCache.shared.observeRefresh { refreshed.fulfill() }
        defer { token.cancel() }

        FlagBgSynchronizer.shared.schedule()
        BGTaskSchedulerTestHooks.simulateLaunch(forTaskWithIdentifier: FlagBgSynchronizer.taskIdentifier)

        wait(for: [refreshed], timeout: 10)
    }
}
