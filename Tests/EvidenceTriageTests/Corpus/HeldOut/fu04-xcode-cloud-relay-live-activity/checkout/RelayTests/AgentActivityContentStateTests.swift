//
//  AgentActivityContentStateTests.swift
//  RelayTests
//

import XCTest
@testable import RelayActivityKit

final class AgentActivityContentStateTests: XCTestCase {
    func testRoundTripsCurrentState() throws {
        let state = AgentActivityAttributes.ContentState(
            rows: [.init(name: "mini-04", status: "working", since: Date(timeIntervalSince1970: 1_790_000_000))],
            more: nil, totalCount: 1)
        let data = try JSONEncoder().encode(state)
        XCTAssertEqual(try JSONDecoder().decode(AgentActivityAttributes.ContentState.self, from: data), state)
    }

    /// ActivityKit keeps a running activity's content across app launches and updates.
    /// A card started by the previous build must still decode after an upgrade.
    func testDecodesStateArchivedByPreviousBuild() throws {
        let archived = """
        {"rows":[{"name":"mini-04","status":"permission","since":812345678}],"more":"+2 more working"}
        """
        let state = try JSONDecoder().decode(AgentActivityAttributes.ContentState.self, from: Data(archived.utf8))
        XCTAssertEqual(state.rows.first?.status, "permission")
    }
}
