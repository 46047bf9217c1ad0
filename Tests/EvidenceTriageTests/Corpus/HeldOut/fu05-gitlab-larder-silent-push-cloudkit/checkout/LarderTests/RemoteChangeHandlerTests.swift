//
//  RemoteChangeHandlerTests.swift
//  LarderTests
//

import XCTest
import UIKit
@testable import LarderKit

final class RemoteChangeHandlerTests: XCTestCase {
    private let ourPush: [AnyHashable: Any] = [
        "aps": ["content-available": 1],
        "ck": ["ce": 2, "nid": "7d2b9c40-1a8e-4f3b-9c61-2e5d7a0b8f13", "met": ["zid": "Pantry", "sid": "larder-private-zone-changes"]]
    ]

    func testIgnoresOtherSubscriptions() {
        let handler = RemoteChangeHandler(engine: CloudSyncEngine(fetcher: DelayedFetcher(changes: []), store: InMemoryPantryStore()))
        let handled = handler.handle(userInfo: ["aps": ["content-available": 1]]) { _ in }
        XCTAssertFalse(handled)
    }

    func testCompletionReportsNewDataAfterChangesApplied() {
        let store = InMemoryPantryStore()
        let fetcher = DelayedFetcher(changes: [.init(recordName: "oats", deleted: false),
                                               .init(recordName: "rice", deleted: true)], delay: 0.2)
        let handler = RemoteChangeHandler(engine: CloudSyncEngine(fetcher: fetcher, store: store))
        let done = expectation(description: "fetch completion handler")
        var appliedWhenCompleted = -1
        var result: UIBackgroundFetchResult?

        handler.handle(userInfo: ourPush) { fetchResult in
            appliedWhenCompleted = store.appliedCount
            result = fetchResult
            done.fulfill()
        }

        wait(for: [done], timeout: 5)
        XCTAssertEqual(appliedWhenCompleted, 2, "completion handler ran before the pulled changes were in the store")
        XCTAssertEqual(result, .newData)
    }
}

final class DelayedFetcher: ZoneChangeFetching {
    let changes: [PantryRecordChange]
    let delay: TimeInterval
    init(changes: [PantryRecordChange], delay: TimeInterval = 0) { self.changes = changes; self.delay = delay }
    func fetchChanges(since token: Data?, completion: @escaping (Result<(changes: [PantryRecordChange], token: Data?), Error>) -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [changes] in
            completion(.success((changes: changes, token: Data("t2".utf8))))
        }
    }
}

final class InMemoryPantryStore: PantryStoreWriting {
    private(set) var appliedCount = 0
    var serverChangeToken: Data?
    func apply(_ changes: [PantryRecordChange]) throws { appliedCount += changes.count }
}
