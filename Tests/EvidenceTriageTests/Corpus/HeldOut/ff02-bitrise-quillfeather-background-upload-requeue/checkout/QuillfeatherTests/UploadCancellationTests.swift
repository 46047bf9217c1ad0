//
//  UploadCancellationTests.swift
//  QuillfeatherTests
//

import XCTest
@testable import Quillfeather

final class UploadCancellationTests: XCTestCase {
    private var directory: URL!

    override func setUp() {
        super.setUp()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("UploadCancellationTests-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func testFinishRemovesStagedBody() throws {
        let stager = MultipartStager(directory: directory)
        let url = try stager.stage(assetID: "IMG_0010", body: Data(repeating: 0x41, count: 2048))
        stager.finish(assetID: "IMG_0010")
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }

    func testCancelRemovesStagedMultipartFile() throws {
        let stager = MultipartStager(directory: directory)
        let url = try stager.stage(assetID: "IMG_0011", body: Data(repeating: 0x42, count: 4096))
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))

        stager.cancel(assetID: "IMG_0011")

        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path),
                       "cancelled upload left \(url.lastPathComponent) in staged-uploads")
    }
}
