//
//  PhotoUploadQueueTests.swift
//  FerrousTests
//

import XCTest
@testable import Ferrous

final class PhotoUploadQueueTests: XCTestCase {
    private var staging: URL!

    override func setUpWithError() throws {
        staging = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    }

    func testEnqueueUsesFileBackedUploadTask() throws {
        let queue = PhotoUploadQueue(endpoint: URL(string: "https://api.ferrous.test/v3")!, staging: staging)
        let photo = InspectionPhoto.fixture(id: "P-2291", inspectionID: "I-408", bytes: 48_000)

        let task = queue.enqueue(photo: photo)
        defer { task.cancel() }

        XCTAssertEqual(task.taskDescription, "P-2291")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: staging.path).count, 1,
                       "photo body must be staged as a file for the background session")
    }

    func testRequestCarriesContentHash() throws {
        let photo = InspectionPhoto.fixture(id: "P-1", inspectionID: "I-1", bytes: 10)
        XCTAssertEqual(photo.sha256.count, 64)
    }
}
