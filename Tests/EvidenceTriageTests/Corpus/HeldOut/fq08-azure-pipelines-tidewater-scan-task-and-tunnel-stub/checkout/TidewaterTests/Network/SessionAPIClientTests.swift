//
//  SessionAPIClientTests.swift
//  TidewaterTests
//
//  Uses the shared StubURLProtocol registry; each test installs its own stubs.
//

import XCTest
@testable import Tidewater

final class SessionAPIClientTests: XCTestCase {

    private var client: SessionAPIClient!

    override func setUp() {
        super.setUp()
        client = SessionAPIClient(session: .stubbed, baseURL: URL(string: "https://api.tidewater.test")!)
    }

    override func tearDown() {
        StubURLProtocol.removeAllStubs()
        super.tearDown()
    }

    func testLoginSuccessStoresSession() async throws {
        StubURLProtocol.stub(method: "POST", path: "/v2/session", status: 200, json: ["session": "fixture-session"])
        let result = try await client.login(email: "sam@example.com", password: "fixture")
        XCTAssertEqual(result.statusCode, 200)
    }

    func testLoginFailure404() async throws {
        StubURLProtocol.stub(method: "POST", path: "/v2/session", status: 404, json: [:])
        let result = try await client.login(email: "ghost@example.com", password: "fixture")
        XCTAssertEqual(result.statusCode, 404, "should 404")
    }
}
