//
//  TimetableRefreshDeviceTests.swift
//  QuaylineTests (device lab only)
//

import XCTest
@testable import Quayline

final class TimetableRefreshDeviceTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    /// Lab phones are plugged in, on Wi-Fi and have Background App Refresh on,
    /// so the system should pick the request up soon after it becomes eligible.
    func testSystemRunsRefreshWithinFifteenMinutes() {
        let launched = expectation(forNotification: .timetableRefreshLaunched, object: nil)
        XCTAssertTrue(TimetableRefresh.schedule(after: 60))
        wait(for: [launched], timeout: 15 * 60)
    }
}
