//
//  SilentPushSyncTests.swift
//  FerrylightTests
//

import UIKit
import XCTest
@testable import Ferrylight

final class SilentPushSyncTests: XCTestCase {

    private let payload: [AnyHashable: Any] = [
        "aps": ["content-available": 1],
        "route": "all",
    ]

    func testNoMatchingAccountReportsNoData() {
        let sync = SilentPushSync(accountStore: InMemoryAccountStore(accounts: []),
                                  fetcher: StubTimetableFetcher(changed: [:]))
        let done = expectation(description: "completion")
        sync.handleSilentPush(payload) { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    func testSingleAccountWithChangesReportsNewData() {
        let sync = SilentPushSync(accountStore: InMemoryAccountStore(accounts: [.fixture(id: "a1")]),
                                  fetcher: StubTimetableFetcher(changed: ["a1": true]))
        let done = expectation(description: "completion")
        sync.handleSilentPush(payload) { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    func testTwoAccountsCompleteFetchExactlyOnce() {
        let store = InMemoryAccountStore(accounts: [.fixture(id: "a1"), .fixture(id: "a2")])
        let fetcher = StubTimetableFetcher(changed: ["a1": true, "a2": false])
        let sync = SilentPushSync(accountStore: store, fetcher: fetcher)

        let done = expectation(description: "fetch completion called once")
        done.assertForOverFulfill = true
        sync.handleSilentPush(payload) { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(fetcher.fetchedAccountIDs.sorted(), ["a1", "a2"])
    }
}
