//
//  CloudSyncEngineTests.swift
//  LarderTests
//

import XCTest
@testable import LarderKit

final class CloudSyncEngineTests: XCTestCase {
    func testAppliesFetchedChanges() {
        let store = InMemoryPantryStore()
        let engine = CloudSyncEngine(fetcher: DelayedFetcher(changes: [.init(recordName: "oats", deleted: false)]), store: store)
        let done = expectation(description: "sync")
        engine.synchronize { outcome in
            XCTAssertEqual(outcome, .applied(changes: 1))
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    func testPushDuringActiveSyncCompletesOnce() {
        let store = InMemoryPantryStore()
        let engine = CloudSyncEngine(fetcher: DelayedFetcher(changes: [.init(recordName: "oats", deleted: false)], delay: 0.3), store: store)
        let first = expectation(description: "launch sync")
        engine.synchronize { _ in first.fulfill() }

        // A silent push arrives while the launch sync is still fetching.
        let second = expectation(description: "push completion")
        let extra = expectation(description: "no second push completion")
        extra.isInverted = true
        var outcomes: [SyncOutcome] = []
        engine.synchronize { outcome in
            outcomes.append(outcome)
            if outcomes.count > 1 { extra.fulfill() }
            second.fulfill()
        }

        wait(for: [first, second], timeout: 3)
        wait(for: [extra], timeout: 1)
        XCTAssertEqual(outcomes, [.alreadySyncing])
    }
}
