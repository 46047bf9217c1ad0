//
//  MeterSyncSchedulingTests.swift
//  TallowmereTests
//

import BackgroundTasks
import XCTest
@testable import Tallowmere

final class MeterSyncSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSubmitsMeterSyncWithEarliestBeginDate() throws {
        let request = BackgroundTasks.meterSyncRequest(now: Date(timeIntervalSince1970: 1_754_000_000))
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 1_754_000_000 + 30 * 60))
    }

    /// End-to-end: submit a refresh due in 10 s and wait for the system to
    /// launch it, the way the meter-sync reminder relies on in production.
    func testSystemLaunchesMeterSyncAfterSubmit() {
        let launched = expectation(forNotification: .meterSyncLaunched, object: nil)
        BackgroundTasks.scheduleMeterSync(after: 10)
        wait(for: [launched], timeout: 300)
    }
}
