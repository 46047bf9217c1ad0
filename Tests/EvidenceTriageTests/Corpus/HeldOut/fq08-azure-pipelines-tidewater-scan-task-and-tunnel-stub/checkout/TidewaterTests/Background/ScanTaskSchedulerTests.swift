//
//  ScanTaskSchedulerTests.swift
//  TidewaterTests
//

import BackgroundTasks
import XCTest
@testable import Tidewater

final class MockTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
    func cancel(taskRequestWithIdentifier identifier: String) {}
}

final class ScanTaskSchedulerTests: XCTestCase {

    // 2026-11-18 07:41:02 UTC
    private let fixedNow = Date(timeIntervalSince1970: 1_794_987_662)
    private var mock: MockTaskScheduler!
    private var scheduler: ScanTaskScheduler!

    override func setUp() {
        super.setUp()
        mock = MockTaskScheduler()
        scheduler = ScanTaskScheduler(scheduler: mock, maxWaitTime: 2 * 60 * 60, now: { [fixedNow] in fixedNow })
    }

    func testNoJobsUsesMaxWaitTime() {
        XCTAssertEqual(scheduler.earliestBeginDate(for: []), fixedNow.addingTimeInterval(2 * 60 * 60))
    }

    func testOverdueJobRunsAsSoonAsPossible() {
        let jobs = [ScanJob(brokerID: "peoplefinder", preferredRunDate: fixedNow.addingTimeInterval(-600))]
        XCTAssertEqual(scheduler.earliestBeginDate(for: jobs), fixedNow)
    }

    func testEarliestBeginDateUsesFirstEligibleJob() {
        let jobs = [
            ScanJob(brokerID: "spydialer", preferredRunDate: fixedNow.addingTimeInterval(100 * 60)),
            ScanJob(brokerID: "peoplefinder", preferredRunDate: fixedNow.addingTimeInterval(30 * 60)),
            ScanJob(brokerID: "fastbackground", preferredRunDate: fixedNow.addingTimeInterval(6 * 60 * 60)),
        ]
        XCTAssertEqual(scheduler.earliestBeginDate(for: jobs), fixedNow.addingTimeInterval(30 * 60))
    }

    func testSubmitsProcessingRequestWithNetwork() throws {
        try scheduler.scheduleNextPass(jobs: [])
        let request = try XCTUnwrap(mock.submitted.first as? BGProcessingTaskRequest)
        XCTAssertEqual(request.identifier, ScanTaskScheduler.identifier)
        XCTAssertTrue(request.requiresNetworkConnectivity)
    }
}
