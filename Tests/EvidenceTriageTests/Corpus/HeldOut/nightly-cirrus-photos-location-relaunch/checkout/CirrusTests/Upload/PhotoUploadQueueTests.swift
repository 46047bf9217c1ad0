//
//  PhotoUploadQueueTests.swift
//  CirrusTests
//

import XCTest
@testable import Cirrus

final class PhotoUploadQueueTests: XCTestCase {
    func testQueuePersistsAcrossLaunch() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("queue-\(UUID()).sqlite")
        let queue = try PhotoUploadQueue(storeURL: url)
        try queue.enqueue(assetIDs: ["A1", "A2", "A3"])

        let reopened = try PhotoUploadQueue(storeURL: url)

        XCTAssertEqual(try reopened.pendingAssetIDs(), ["A1", "A2", "A3"])
    }
}
