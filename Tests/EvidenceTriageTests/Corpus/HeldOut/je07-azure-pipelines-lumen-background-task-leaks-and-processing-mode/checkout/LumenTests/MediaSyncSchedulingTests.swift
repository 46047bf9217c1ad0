@testable import Lumen
import BackgroundTasks
import XCTest

final class MediaSyncSchedulingTests: XCTestCase {
    func testRequestNeedsPowerAndNetwork() {
        let request = MediaSyncScheduler.makeRequest()
        XCTAssertTrue(request.requiresExternalPower)
        XCTAssertTrue(request.requiresNetworkConnectivity)
    }

    func testProcessingRequestIsAccepted() {
        // Runs against the real scheduler: the request must pass the Info.plist checks on submit.
        XCTAssertNoThrow(try MediaSyncScheduler.submit())
    }
}
