//
//  ActivityDismissalClassifierTests.swift
//  KestrelTests
//

import XCTest
@testable import Kestrel

final class ActivityDismissalClassifierTests: XCTestCase {
    func testRestartDismissalIsAppInitiated() {
        let context = DismissalContext(activityID: "A1", trackedActivityID: "A1",
                                       endingForRestart: true, renewalFailed: false, pastDeadline: false)
        XCTAssertEqual(ActivityDismissalClassifier.classify(context), .appRestart)
    }

    func testSwipeOnTrackedActivityIsUserSwipe() {
        let context = DismissalContext(activityID: "A1", trackedActivityID: "A1",
                                       endingForRestart: false, renewalFailed: false, pastDeadline: false)
        XCTAssertEqual(ActivityDismissalClassifier.classify(context), .userSwipe)
    }

    func testDismissalAfterExpiredTokenIsNotUserSwipe() {
        let coordinator = LiveActivityCoordinator()
        coordinator.bind(activityID: "A1")
        coordinator.handleExpiredToken(for: "A1")

        // Hours later iOS purges the ended activity and its observer fires .dismissed.
        let late = DismissalContext(activityID: "A1", trackedActivityID: coordinator.trackedActivityID,
                                    endingForRestart: false, renewalFailed: false, pastDeadline: false)
        coordinator.activityDidDismiss(late)

        XCTAssertEqual(ActivityDismissalClassifier.classify(late), .staleObserver)
        XCTAssertFalse(coordinator.dismissedByUser, "a stale observer must not latch dismissedByUser")
    }
}
