//
//  ExportQueueTests.swift
//  SaltmarshTests
//

import XCTest
@testable import Saltmarsh

final class ExportQueueTests: XCTestCase {

    func testHighPriorityJobRunsFirst() async {
        let queue = ExportQueue()
        let order = await queue.drain(jobs: [.thumbnail("a"), .export("b")])
        XCTAssertEqual(order.first, .export("b"))
    }

    func testLowPriorityThumbnailJobRuns() {
        let queue = ExportQueue()
        let executed = expectation(description: "low priority task executed")
        queue.enqueue(.thumbnail("clip-3"), priority: .low) { executed.fulfill() }
        wait(for: [executed], timeout: 1)
    }
}
