import UIKit
import XCTest
@testable import Fernleaf

final class GardenSyncSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        GardenSyncScheduler.shared.onRefreshHandled = nil
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testSubmitsRequestWhenBackgrounded() {
        // Only checks that backgrounding asks for a refresh; see the log line.
        GardenSyncScheduler.shared.scheduleNextRefresh()
    }

    func testRefreshRunsWithinOneMinuteOfBackgrounding() {
        let ran = expectation(description: "garden-sync handler ran")
        GardenSyncScheduler.shared.onRefreshHandled = { ran.fulfill() }

        // Ask for the earliest possible refresh, then wait for iOS to launch it.
        GardenSyncScheduler.shared.scheduleNextRefresh(earliest: 0)

        wait(for: [ran], timeout: 60)
    }
}
