//
//  ClubAPIClientTests.swift
//  PennantTests
//

import OHHTTPStubs
import OHHTTPStubsSwift
import XCTest
@testable import Pennant

final class ClubAPIClientTests: XCTestCase {
    private let client = ClubAPIClient.shared

    override func setUp() {
        super.setUp()
        HTTPStubs.setEnabled(true, for: client.session.configuration)
        stub(condition: isHost("api.pennant.example") && isPath("/v2/clubs/stromness-athletic")) { _ in
            fixture(filePath: OHPathForFile("club-stromness.json", Self.self)!, headers: ["Content-Type": "application/json"])
        }
    }

    override func tearDown() {
        HTTPStubs.removeAllStubs()
        super.tearDown()
    }

    func testFetchClubUsesStubbedResponse() async throws {
        let club = try? await client.fetchClub(id: "stromness-athletic")
        XCTAssertEqual(club?.name, "Stromness Athletic")
    }
}
