//
//  WatchRefreshTests.swift
//  BrackenfoldWatchTests
//
//  Hosted in the watch app.
//

import WatchKit
import XCTest
@testable import Brackenfold_Watch_App

final class WatchRefreshTests: XCTestCase {

    func testSchedulingSucceeds() {
        let scheduled = expectation(description: "scheduleBackgroundRefresh completion")
        BackgroundRefreshCoordinator.shared.scheduleNext(after: 15 * 60) { error in
            XCTAssertNil(error)
            scheduled.fulfill()
        }
        wait(for: [scheduled], timeout: 5)
    }

    /// Asks for a refresh one minute out and expects watchOS to hand us the
    /// WKApplicationRefreshBackgroundTask within three minutes.
    func testScheduledRefreshDeliversApplicationRefreshTask() {
        let delivered = expectation(description: "WKApplicationRefreshBackgroundTask delivered")
        BackgroundRefreshCoordinator.shared.onRefreshTask = { _ in delivered.fulfill() }
        defer { BackgroundRefreshCoordinator.shared.onRefreshTask = nil }

        let scheduled = expectation(description: "scheduleBackgroundRefresh completion")
        BackgroundRefreshCoordinator.shared.scheduleNext(after: 60) { error in
            XCTAssertNil(error)
            scheduled.fulfill()
        }
        wait(for: [scheduled], timeout: 5)
        wait(for: [delivered], timeout: 180)
    }
}
