import XCTest
@testable import OspreyCore

final class CheckpointCodingTests: XCTestCase {
    func testDecodesLegacyCheckpoint() throws {
        let data = Data(#"{"cursor":42}"#.utf8)
        XCTAssertEqual(try JSONDecoder().decode(Checkpoint.self, from: data).cursor, 42)
    }

    func testEmptyCheckpointRoundTrips() throws {
        let data = try JSONEncoder().encode(Checkpoint.empty)
        XCTAssertEqual(try JSONDecoder().decode(Checkpoint.self, from: data), .empty)
    }

    override func setUp() {}
    override func tearDown() {}
}
