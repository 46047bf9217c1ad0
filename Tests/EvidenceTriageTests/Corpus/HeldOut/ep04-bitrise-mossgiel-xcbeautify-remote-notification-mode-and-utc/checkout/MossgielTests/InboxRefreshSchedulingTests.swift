//
//  InboxRefreshSchedulingTests.swift
//  MossgielTests
//

import XCTest
@testable import Mossgiel

final class InboxRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "InboxRefreshSchedulingTests/testRefreshLaunchesWithinFifteenMinutes", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRefreshLaunchesWithinFifteenMinutes() {
        let launched = expectation(forNotification: InboxRefreshTask.didRun, object: nil)
        launched.expectationDescription = "inbox refresh launched"
        InboxRefreshTask.schedule(after: 60)
        // The system should pick the request up shortly after earliestBeginDate.
        wait(for: [launched], timeout: 120)
    }
}
