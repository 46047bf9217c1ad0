import XCTest
import SwiftData
@testable import Relay

@MainActor
final class PositionPruneJobTests: XCTestCase {
    func testPruneKeepsFiftyRowsPerNode() throws {
        let container = try MeshFixtures.container(nodes: 3, positionsPerNode: 80)
        XCTAssertEqual(try PositionPruneJob(container: container).run(), 90)
    }

    func testPruneWhileNodeListHoldsLatestHandle() throws {
        let container = try MeshFixtures.container(nodes: 1, positionsPerNode: 80)
        let node = try container.mainContext.fetch(FetchDescriptor<NodeEntity>()).first!
        let row = NodeListItem(node: node, here: .fixture)
        _ = try PositionPruneJob(container: container).run()
        XCTAssertNotNil(row.distanceText)
    }
}
