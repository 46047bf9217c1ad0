import XCTest
@testable import Harbordeck

final class ChunkPlannerTests: XCTestCase {
    private let planner = ChunkPlanner()

    func testExactMultipleHasNoEmptyChunk() {
        XCTAssertEqual(planner.chunks(forLength: 10_485_760).count, 2)
    }

    func testLastChunkCarriesRemainder() {
        let chunks = planner.chunks(forLength: 10_500_000)
        XCTAssertEqual(chunks.count, 3, "10 500 000 bytes in 5 MiB chunks needs a short third chunk")
        XCTAssertEqual(chunks.last, 10_485_760..<10_500_000)
    }

    func testChunksAreContiguous() {
        let chunks = planner.chunks(forLength: 20_971_520)
        XCTAssertEqual(zip(chunks, chunks.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, true)
    }
}
