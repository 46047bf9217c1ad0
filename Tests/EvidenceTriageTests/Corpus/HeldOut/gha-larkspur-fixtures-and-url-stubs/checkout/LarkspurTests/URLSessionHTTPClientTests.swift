//
//  URLSessionHTTPClientTests.swift
//

import XCTest
@testable import Larkspur

final class URLSessionHTTPClientTests: XCTestCase {
    func testHeadRequest() async throws {
        let url = URL(string: "https://downloads.larkspur.test/testing")!
        MockURLProtocol.onRequest(url, method: "HEAD") { _ in .ok(headers: ["Content-Length": "1024"]) }
        let response = try await client.head(url)
        XCTAssertEqual(response.headers["Content-Length"], "1024")
    }

}
