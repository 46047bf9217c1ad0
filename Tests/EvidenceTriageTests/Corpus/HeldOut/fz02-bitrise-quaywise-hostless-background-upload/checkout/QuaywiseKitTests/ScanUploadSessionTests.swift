//
//  ScanUploadSessionTests.swift
//  QuaywiseKitTests
//
//  Runs against LocalScanServer (a loopback HTTP server started per test), through a
//  real background URLSession, so the spool-file / delegate plumbing is exercised.
//

import XCTest
@testable import QuaywiseKit

final class ScanUploadSessionTests: XCTestCase {

    private var server: LocalScanServer!

    override func setUpWithError() throws {
        server = try LocalScanServer.start()
    }

    override func tearDown() {
        server.stop()
        super.tearDown()
    }

    func testUploadThroughBackgroundSessionCompletes() throws {
        let session = ScanUploadSession(identifier: "com.quaywise.tests.scan-upload.\(name.hashValue)",
                                        endpoint: server.baseURL)
        let finished = expectation(description: "upload task finished")
        var uploadError: Error?
        session.onTaskFinished = { _, error in
            uploadError = error
            finished.fulfill()
        }

        try session.enqueue(scan: .fixture(pages: 2))
        wait(for: [finished], timeout: 30)

        XCTAssertNil(uploadError)
        XCTAssertEqual(server.receivedUploads.count, 1)
    }

    func testPendingUploadsSurviveSessionRecreation() async throws {
        server.holdResponses = true
        let identifier = "com.quaywise.tests.scan-upload.recreate"
        let first = ScanUploadSession(identifier: identifier, endpoint: server.baseURL)
        try first.enqueue(scan: .fixture(pages: 1))

        // What the app does after a relaunch: a new object for the same identifier.
        let second = ScanUploadSession(identifier: identifier, endpoint: server.baseURL)
        let pending = await second.pendingUploads()
        XCTAssertEqual(pending.count, 1)
    }

    func testMultipartBodyIsSpooledToFile() throws {
        let spool = ScanSpool(directory: FileManager.default.temporaryDirectory)
        let url = try spool.writeMultipartBody(for: .fixture(pages: 3))
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }
}
