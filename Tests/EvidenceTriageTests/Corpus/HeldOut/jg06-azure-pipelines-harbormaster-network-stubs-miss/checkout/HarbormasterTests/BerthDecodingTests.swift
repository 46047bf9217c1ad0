import XCTest
@testable import Harbormaster

final class BerthDecodingTests: XCTestCase {
    func testDecodesBerthWithLengthInMetres() throws {
        let json = Data(#"{"berth_id":"C-14","max_length_m":12.5,"has_shore_power":true}"#.utf8)
        let berth = try JSONDecoder.harbormaster.decode(Berth.self, from: json)
        XCTAssertEqual(berth.maxLengthMetres, 12.5)
    }

    func testDecodesBerthWithoutShorePower() throws {
        let json = Data(#"{"berth_id":"A-02","max_length_m":8}"#.utf8)
        XCTAssertFalse(try JSONDecoder.harbormaster.decode(Berth.self, from: json).hasShorePower)
    }
}
