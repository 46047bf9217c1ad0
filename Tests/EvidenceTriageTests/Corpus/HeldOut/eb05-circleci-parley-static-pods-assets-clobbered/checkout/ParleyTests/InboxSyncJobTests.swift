//
//  InboxSyncJobTests.swift
//  ParleyTests
//

import XCTest
@testable import Parley

final class InboxSyncJobTests: XCTestCase {

    func testCursorNotAdvancedWhenPageCannotBeStored() async throws {
        let store = InMemoryInboxStore(cursor: "c-40")
        store.failInsertOnce = StoreError.diskFull
        let api = StubInboxAPI(pages: ["c-40": .fixture(next: "c-60", count: 20)])
        let job = InboxSyncJob(api: api, store: store)

        do { try await job.run() } catch {}

        XCTAssertEqual(try store.cursor(), "c-40", "cursor moved past a page that was never stored")
    }

    func testSecondRunInsertsNothingNew() async throws {
        let store = InMemoryInboxStore(cursor: nil)
        let api = StubInboxAPI(pages: [nil: .fixture(next: nil, count: 5)])
        try await InboxSyncJob(api: api, store: store).run()
        try await InboxSyncJob(api: api, store: store).run()
        XCTAssertEqual(store.conversations.count, 5)
    }
}
