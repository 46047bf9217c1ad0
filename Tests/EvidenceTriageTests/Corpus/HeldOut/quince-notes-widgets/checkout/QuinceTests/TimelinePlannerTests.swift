//
//  TimelinePlannerTests.swift
//  QuinceTests (QuinceWidgets sources are compiled into this target)
//

import XCTest
@testable import Quince

final class TimelinePlannerTests: XCTestCase {
    private let fixedNow = Date(timeIntervalSince1970: 1_797_091_200) // 2026-12-12 16:00 UTC
    private struct Unreadable: Error {}

    func testSuccessRefreshesHourly() {
        let planner = TimelinePlanner(now: { self.fixedNow })
        let plan = planner.plan(for: .success(PinnedNote(id: "n-1", title: "a", body: "b")))
        XCTAssertEqual(plan.refresh, .after(fixedNow.addingTimeInterval(3600)))
    }

    func testFailedLoadSchedulesRetryWithinFifteenMinutes() {
        let planner = TimelinePlanner(now: { self.fixedNow })
        let plan = planner.plan(for: .failure(Unreadable()))

        XCTAssertEqual(plan.refresh, .after(fixedNow.addingTimeInterval(15 * 60)),
                       "a transient failure must not freeze the widget")
    }
}
