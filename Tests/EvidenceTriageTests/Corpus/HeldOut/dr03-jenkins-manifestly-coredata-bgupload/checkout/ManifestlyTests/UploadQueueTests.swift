//
//  UploadQueueTests.swift
//  ManifestlyTests
//

import XCTest
@testable import Manifestly

final class UploadQueueTests: XCTestCase {
    func testEnqueueCreatesUploadTaskOnBackgroundSession() {
        let queue = UploadQueue()
        let task = queue.enqueue(.fixture(id: "MSKU-0042"), to: URL(string: "https://ports.example.invalid/v3")!)

        XCTAssertEqual(queue.session.configuration.identifier, UploadQueue.sessionIdentifier)
        XCTAssertEqual(queue.pending["MSKU-0042"], task)
        task.cancel()
    }
}
