//
//  SyncBadgeTests.swift
//  TallyhoTests
//

import XCTest
@testable import Tallyho

final class SyncBadgeTests: XCTestCase {

    func testBadgeCountsPendingReceipts() {
        let model = SyncBadgeModel(pending: 3)
        XCTAssertEqual(model.badgeText, "3")
    }

    func testBadgeClearsAfterRefresh() {
        let store = InMemoryBalanceStore()
        let model = SyncBadgeModel(pending: 2, store: store)
        let cleared = expectation(description: "badge cleared")
        let token = model.$badgeText.sink { text in
            if text == nil { cleared.fulfill() }
        }
        defer { token.cancel() }

        // The refresh posts its result on the main queue after the store's
        // background write finishes; on a cold simulator the write can take
        // most of a second.
        model.refresh()

        wait(for: [cleared], timeout: 1)
        XCTAssertNil(model.badgeText)
    }
}
