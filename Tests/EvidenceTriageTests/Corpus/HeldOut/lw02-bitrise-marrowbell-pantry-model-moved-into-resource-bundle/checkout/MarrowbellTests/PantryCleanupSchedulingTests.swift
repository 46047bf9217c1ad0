import BackgroundTasks
import XCTest
@testable import Marrowbell

final class PantryCleanupSchedulingTests: XCTestCase {
    func testCleanupRequestRequiresPower() {
        let request = PantryCleanup.makeRequest(now: Date(timeIntervalSince1970: 1_795_600_000))
        XCTAssertTrue(request.requiresExternalPower)
        XCTAssertFalse(request.requiresNetworkConnectivity)
    }

    func testCleanupRequestSubmits() {
        // Runs on the CI simulator like everything else.
        XCTAssertNoThrow(try PantryCleanup.schedule())
    }
}
