import XCTest
@testable import OrbitKit

final class WorkoutFeedDecodingTests: XCTestCase {
    func testDecodesIntervalBlocks() throws {
        let data = try Fixtures.load("plan-threshold-week3")
        let blocks = try JSONDecoder().decode([WorkoutBlock].self, from: data)
        XCTAssertEqual(blocks.count, 9)
    }

    func testDecodesStreamedBlockStart() throws {
        let line = #"{"index":4,"type":"tempo_run"}"#.data(using: .utf8)!
        let event = try JSONDecoder().decode(BlockStartEvent.self, from: line)
        XCTAssertEqual(event.index, 4)
    }
}
