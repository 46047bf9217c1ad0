//
//  BackgroundTaskTrackerTests.swift
//  SignbridgeCoreTests
//
//  Runs hosted in Signbridge.app (needs UIApplication.shared).
//

import XCTest
@testable import SignbridgeCore

final class BackgroundTaskTrackerTests: XCTestCase {
    func testCanStartRefreshInForeground() {
        XCTAssertTrue(BackgroundTaskTracker().canStartRefresh())
    }

    func testRemainingTimeReportedFromRefreshQueue() {
        let tracker = BackgroundTaskTracker()
        let done = expectation(description: "remaining time read on the token-refresh queue")
        DispatchQueue(label: "com.northquay.signbridge.token-refresh", qos: .utility).async {
            XCTAssertNil(tracker.remainingTime)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
