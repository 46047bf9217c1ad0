import BackgroundTasks
import UIKit
import XCTest
@testable import Sorrel

final class NightlySyncSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSubmitNightlySyncRequest() {
        XCTAssertNoThrow(try NightlySync.shared.schedule(earliest: Date(timeIntervalSinceNow: 15 * 60)))
    }

    func testNightlySyncLaunchesOnDevice() {
        let launched = expectation(description: "nightly sync launched")
        NightlySync.shared.onLaunch = { launched.fulfill() }
        try? NightlySync.shared.schedule(earliest: Date(timeIntervalSinceNow: 60))
        wait(for: [launched], timeout: 600)
    }
}
