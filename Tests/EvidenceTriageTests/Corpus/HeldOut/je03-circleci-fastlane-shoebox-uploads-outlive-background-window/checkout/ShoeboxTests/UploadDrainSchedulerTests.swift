@testable import Shoebox
import XCTest

final class UploadDrainSchedulerTests: XCTestCase {
    func testDrainWaitsThirtyMinutes() {
        let now = Date(timeIntervalSince1970: 1_000)
        XCTAssertEqual(UploadDrainScheduler.makeRequest(now: now).earliestBeginDate, now.addingTimeInterval(1_800))
    }

    func testDrainRequiresPower() {
        XCTAssertTrue(UploadDrainScheduler.makeRequest().requiresExternalPower)
    }

    func testDrainRequiresNetworkConnectivity() {
        XCTAssertTrue(UploadDrainScheduler.makeRequest().requiresNetworkConnectivity,
                      "an upload drain launched without network just burns the processing window")
    }
}
