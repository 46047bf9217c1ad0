import XCTest
@testable import Tidewell

final class TideTableParserTests: XCTestCase {
    func testParsesHighLowPairs() throws {
        let csv = """
        Date Time,Prediction,Type
        2026-09-02 03:18,4.71,H
        2026-09-02 09:42,-0.12,L
        2026-09-02 15:51,4.40,H
        2026-09-02 21:57,0.31,L
        """
        let events = try TideTableParser().parse(csv)
        XCTAssertEqual(events.map(\.kind), [.high, .low, .high, .low])
    }
}
