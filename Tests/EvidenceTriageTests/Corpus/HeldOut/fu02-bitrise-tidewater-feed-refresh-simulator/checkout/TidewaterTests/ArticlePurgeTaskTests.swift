//
//  ArticlePurgeTaskTests.swift
//  TidewaterTests
//

import XCTest
@testable import TidewaterKit

final class ArticlePurgeTaskTests: XCTestCase {
    func testPurgeStopsWhenNothingLeftToDelete() {
        let store = FakeArticleStore(batches: [500, 120, 0])
        let task = FakeProcessingTask()
        let done = expectation(description: "purge completed")
        task.onCompleted = { _ in done.fulfill() }

        ArticlePurgeTask(store: store).run(task)

        wait(for: [done], timeout: 2)
        XCTAssertEqual(store.deleteCalls, 3)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationReturnsWithoutWaitingForStoreClose() {
        let store = FakeArticleStore(batches: Array(repeating: 500, count: 1_000), closeDelay: 5)
        let task = FakeProcessingTask()
        ArticlePurgeTask(store: store).run(task)

        let returned = expectation(description: "expiration handler returned")
        DispatchQueue.global(qos: .userInitiated).async {
            task.expirationHandler?()   // the system gives us a few seconds once this is called
            returned.fulfill()
        }

        wait(for: [returned], timeout: 2)
        XCTAssertEqual(task.completedSuccess, false)
    }
}

final class FakeArticleStore: ArticleStore {
    private var batches: [Int]
    private let closeDelay: TimeInterval
    private(set) var deleteCalls = 0
    init(batches: [Int], closeDelay: TimeInterval = 0) {
        self.batches = batches
        self.closeDelay = closeDelay
    }
    func deleteRead(olderThan date: Date, batchSize: Int) throws -> Int {
        deleteCalls += 1
        Thread.sleep(forTimeInterval: 0.001)
        return batches.isEmpty ? 0 : batches.removeFirst()
    }
    func closeAndWait() { Thread.sleep(forTimeInterval: closeDelay) }
}

final class FakeProcessingTask: ProcessingTaskProtocol {
    var expirationHandler: (() -> Void)?
    var onCompleted: ((Bool) -> Void)?
    private(set) var completedSuccess: Bool?
    func setTaskCompleted(success: Bool) {
        if completedSuccess == nil { completedSuccess = success; onCompleted?(success) }
    }
}
