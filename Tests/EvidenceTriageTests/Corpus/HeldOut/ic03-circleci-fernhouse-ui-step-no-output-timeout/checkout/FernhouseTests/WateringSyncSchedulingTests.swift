import UIKit
import XCTest
@testable import Fernhouse

final class WateringSyncSchedulingTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "WateringSyncSchedulingTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        BackgroundScheduler.live.onWateringSyncLaunch = nil
    }

    func testWateringSyncRunsSoonAfterBackgrounding() {
        let launched = expectation(description: "watering-sync launch")
        BackgroundScheduler.live.onWateringSyncLaunch = { launched.fulfill() }

        // Same path the app takes when it goes to the background.
        BackgroundScheduler.live.scheduleWateringSync()

        wait(for: [launched], timeout: 60)
    }
}
