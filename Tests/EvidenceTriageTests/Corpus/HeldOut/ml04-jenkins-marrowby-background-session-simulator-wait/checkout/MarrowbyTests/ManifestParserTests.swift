import XCTest
@testable import Marrowby

final class ManifestParserTests: XCTestCase {
    func testParsesChecksumList() {
        let text = """
        9f2c0d5e7a1b  maps/tile-114.pack
        04be88c1f3aa  maps/tile-115.pack
        """
        XCTAssertEqual(ManifestParser.checksums(text).count, 2)
    }
}
