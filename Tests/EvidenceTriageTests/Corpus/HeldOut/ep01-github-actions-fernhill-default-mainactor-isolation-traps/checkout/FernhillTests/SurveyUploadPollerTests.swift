//
//  SurveyUploadPollerTests.swift
//  FernhillTests
//

import XCTest
@testable import Fernhill

private final class StubOutbox: SurveyOutbox, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [UUID] = [UUID(), UUID()]
    func pendingSheetIDs() -> [UUID] { lock.withLock { pending } }
    func markQueued(_ ids: [UUID]) { lock.withLock { pending.removeAll { ids.contains($0) } } }
}

final class SurveyUploadPollerTests: XCTestCase {
    func testPollerTicksOnBackgroundQueue() {
        let ticked = expectation(description: "poller ticked")
        ticked.assertForOverFulfill = false
        let poller = SurveyUploadPoller(outbox: StubOutbox(), interval: .milliseconds(50))
        poller.onTick = { count in
            XCTAssertFalse(Thread.isMainThread)
            ticked.fulfill()
        }
        poller.start()
        wait(for: [ticked], timeout: 2)
        poller.stop()
    }

    func testStopCancelsTimer() {
        let poller = SurveyUploadPoller(outbox: StubOutbox(), interval: .seconds(60))
        poller.start()
        poller.stop()
        poller.stop()
    }
}
