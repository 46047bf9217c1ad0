//
//  LiveActivityCoordinatorTests.swift
//  CampusGridTests
//

import XCTest
@testable import CampusGrid

@MainActor
final class LiveActivityCoordinatorTests: XCTestCase {
    func testEndsActivityForCompletedAssignment() async {
        let activities = FakeActivityCenter()
        let coordinator = LiveActivityCoordinator(center: activities, clock: .immediate)
        activities.start(assignmentID: "hw-7")
        await coordinator.assignmentCompleted("hw-7")
        // Ending happens on the coordinator's debounce; the immediate clock should flush it.
        XCTAssertEqual(activities.activeCount, 0)
    }

    func testKeepsActivityForOpenAssignment() async {
        let activities = FakeActivityCenter()
        let coordinator = LiveActivityCoordinator(center: activities, clock: .immediate)
        activities.start(assignmentID: "hw-8")
        await coordinator.reconcile()
        XCTAssertEqual(activities.activeCount, 1)
    }
}
