//
//  ComplicationRefreshSchedulerTests.swift
//  WrenWatchTests
//
//  Integration test: asks watchOS for a background refresh one minute out and
//  waits for WKApplicationDelegate.handle(_:) to deliver it.
//

import WatchKit
import XCTest
@testable import WrenWatch

final class ComplicationRefreshSchedulerTests: XCTestCase {
    func testPreferredDateIsFifteenMinutesOut() {
        let now = Date(timeIntervalSince1970: 1_797_350_400)
        XCTAssertEqual(ComplicationRefreshScheduler.preferredDate(after: now), now.addingTimeInterval(15 * 60))
    }

    func testBackgroundRefreshFiresNearPreferredDate() throws {
        let refreshed = expectation(description: "WKApplicationRefreshBackgroundTask delivered")
        let token = BackgroundTaskRouter.shared.observeRefresh { _ in refreshed.fulfill() }
        defer { BackgroundTaskRouter.shared.remove(token) }

        let scheduled = expectation(description: "scheduleBackgroundRefresh completion")
        WKApplication.shared().scheduleBackgroundRefresh(withPreferredDate: Date(timeIntervalSinceNow: 60),
                                                         userInfo: nil) { error in
            XCTAssertNil(error)
            scheduled.fulfill()
        }
        wait(for: [scheduled], timeout: 5)

        wait(for: [refreshed], timeout: 90)
    }
}
