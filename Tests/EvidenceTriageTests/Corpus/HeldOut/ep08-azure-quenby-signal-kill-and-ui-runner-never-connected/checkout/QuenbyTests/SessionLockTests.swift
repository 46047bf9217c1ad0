//
//  SessionLockTests.swift
//  QuenbyTests
//

import XCTest
@testable import Quenby

final class SessionLockTests: XCTestCase {
    func testLocksAfterFiveMinutesInBackground() {
        let clock = TestClock()
        let lock = SessionLock(clock: clock, timeout: 300)
        lock.appDidEnterBackground()
        clock.advance(by: 301)
        let locked = expectation(description: "locked")
        lock.onLock = { locked.fulfill() }
        lock.appWillEnterForeground()
        wait(for: [locked], timeout: 1)
    }
}
