//
//  UploadQueueTests.swift
//  FieldKitTests
//

import XCTest
@testable import FieldKit

final class UploadQueueTests: XCTestCase {

    private var queue: UploadQueue!

    override func setUp() {
        super.setUp()
        queue = UploadQueue(session: .stubbed(), endpoint: URL(string: "https://api.fieldkit.test/v2/")!)
    }

    override func tearDown() {
        StubURLProtocol.reset()
        super.tearDown()
    }

    func testSuccessfulUploadCompletes() {
        StubURLProtocol.respond(status: 201)
        let done = expectation(description: "upload completion")
        queue.upload(.fixture()) { result in
            XCTAssertNoThrow(try result.get())
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testFailedUploadCompletesWithError() {
        StubURLProtocol.respond(status: 503)
        let done = expectation(description: "upload completion")
        queue.upload(.fixture()) { result in
            XCTAssertEqual(result.failureValue, .http(503))
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testOfflineUploadReportsTransportError() {
        StubURLProtocol.fail(with: URLError(.notConnectedToInternet))
        let done = expectation(description: "upload completion")
        queue.upload(.fixture()) { result in
            XCTAssertEqual(result.failureValue, .transport(.notConnectedToInternet))
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
