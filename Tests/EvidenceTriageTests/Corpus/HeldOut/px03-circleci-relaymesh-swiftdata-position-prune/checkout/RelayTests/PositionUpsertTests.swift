import XCTest
import SwiftData
@testable import Relay

final class PositionUpsertTests: XCTestCase {
    func testNewFixFarAwayAddsRow() async throws {
        let (actor, node) = try await MeshFixtures.ingestActorWithNode()
        try await actor.upsertPosition(.fixture(lat: 52.0, lon: 4.0), for: node)
        try await actor.upsertPosition(.fixture(lat: 52.01, lon: 4.0), for: node)
        XCTAssertEqual(node.positions.count, 2)
    }

    func testNearDuplicateFixReusesLatestRow() async throws {
        let (actor, node) = try await MeshFixtures.ingestActorWithNode()
        try await actor.upsertPosition(.fixture(lat: 52.0, lon: 4.0), for: node)
        let previousID = try XCTUnwrap(node.latestPositionCache?.persistentModelID)
        try await actor.upsertPosition(.fixture(lat: 52.00003, lon: 4.0), for: node)
        XCTAssertEqual(node.latestPositionCache?.persistentModelID, previousID)
    }
}
