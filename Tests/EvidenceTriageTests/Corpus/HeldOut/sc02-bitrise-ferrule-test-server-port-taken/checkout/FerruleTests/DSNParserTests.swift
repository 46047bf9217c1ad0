import XCTest
@testable import Ferrule

final class DSNParserTests: XCTestCase {
    func testParsesProjectID() throws {
        let dsn = try XCTUnwrap(DSN("https://abc123@o4.ingest.ferrule.dev/org/42"))
        XCTAssertEqual(dsn.projectID, "42")
    }
}
