//
//  ActivityTokenUploaderTests.swift
//  RelayTests
//

import XCTest
@testable import RelayActivityKit

final class ActivityTokenUploaderTests: XCTestCase {
    func testTokenRegisteredWithPhone() async throws {
        let api = FakeTokenAPI()
        let uploader = ActivityTokenUploader(api: api, phoneID: "phone-A")
        try await uploader.tokenDidChange("80f1c2", activityID: "activity-1")
        XCTAssertEqual(api.registered, ["80f1c2@phone-A"])
    }

    func testEndTokenKeptUntilDeliveryConfirmed() async throws {
        let api = FakeTokenAPI()
        api.failSendEnd = true
        let uploader = ActivityTokenUploader(api: api, phoneID: "phone-A")
        try await uploader.tokenDidChange("80f1c2", activityID: "activity-1")

        do { try await uploader.end(activityID: "activity-1") } catch {}

        // The end push never reached APNs, so the server must still hold the token to retry.
        XCTAssertEqual(api.deleted, [], "token deleted before the end push was delivered")
        XCTAssertEqual(uploader.tokens["activity-1"], "80f1c2")
    }
}

final class FakeTokenAPI: TokenAPI, @unchecked Sendable {
    var failSendEnd = false
    private(set) var registered: [String] = []
    private(set) var deleted: [String] = []
    func register(token: String, activityID: String, phoneID: String) async throws { registered.append("\(token)@\(phoneID)") }
    func sendEnd(activityID: String) async throws { if failSendEnd { throw URLError(.networkConnectionLost) } }
    func delete(token: String) async throws { deleted.append(token) }
}
