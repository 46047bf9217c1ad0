//
//  RefreshSchedulerTests.swift
//  TidewellTests
//

import BackgroundTasks
import XCTest
@testable import Tidewell

final class RefreshSchedulerTests: XCTestCase {

    func testRequestUsesThirtyMinuteFloor() throws {
        let submitter = RecordingSubmitter()
        let scheduler = RefreshScheduler(scheduler: submitter, recorder: NullRecorder())
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        try scheduler.scheduleNextRefresh(from: now)
        XCTAssertEqual(submitter.requests.first?.earliestBeginDate, now.addingTimeInterval(1800))
    }

    func testRequestUsesPermittedIdentifier() throws {
        let submitter = RecordingSubmitter()
        try RefreshScheduler(scheduler: submitter, recorder: NullRecorder()).scheduleNextRefresh()
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted?.contains(submitter.requests.first?.identifier ?? ""), true)
    }

    /// Exercises the real scheduler, the way SceneDelegate does when the scene backgrounds.
    func testSubmitsRefreshWhenSceneEntersBackground() throws {
        let scheduler = RefreshScheduler(scheduler: BGTaskScheduler.shared,
                                         recorder: DiagnosticsRecorder.shared)
        XCTAssertNoThrow(try scheduler.scheduleNextRefresh())

        let expectation = expectation(description: "pending refresh request")
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
            XCTAssertTrue(requests.contains { $0.identifier == RefreshScheduler.taskIdentifier })
            expectation.fulfill()
        }
        wait(for: [expectation], timeout: 5)
    }
}
