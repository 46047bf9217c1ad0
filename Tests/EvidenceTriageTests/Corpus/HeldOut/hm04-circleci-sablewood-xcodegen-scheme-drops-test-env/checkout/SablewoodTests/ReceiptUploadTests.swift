//
//  ReceiptUploadTests.swift
//  SablewoodTests
//

import XCTest
@testable import Sablewood

final class ReceiptUploadTests: XCTestCase {
    func testBuildsMultipartBodyWithImageAndJSON() throws {
        let request = try ReceiptUploadRequest(receipt: .sample, imageData: Data([0xFF, 0xD8, 0xFF]))
            .urlRequest(baseURL: URL(string: "https://api.example.invalid")!)
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("multipart/form-data"), true)
    }

    func testRejectsEmptyImage() {
        XCTAssertThrowsError(try ReceiptUploadRequest(receipt: .sample, imageData: Data()))
    }

    func testUploadPostsMultipartToStubServer() async throws {
        let client = ReceiptUploadClient(baseURL: try TestEnvironment.stubServerURL())
        let receiptID = try await client.upload(.sample, imageData: Data([0xFF, 0xD8, 0xFF]))
        XCTAssertEqual(receiptID, "rcpt_0001")
    }

    func testRetriesOnceOn503() async throws {
        let session = StubURLSession(responses: [503, 201])
        let client = ReceiptUploadClient(baseURL: URL(string: "https://api.example.invalid")!, session: session)
        _ = try await client.upload(.sample, imageData: Data([0xFF, 0xD8, 0xFF]))
        XCTAssertEqual(session.requestCount, 2)
    }
}
