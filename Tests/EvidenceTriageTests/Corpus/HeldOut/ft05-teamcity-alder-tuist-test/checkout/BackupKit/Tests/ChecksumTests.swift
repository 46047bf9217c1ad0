import XCTest
@testable import BackupKit

final class ChecksumTests: XCTestCase {
    func testSHA256OfEmptyData() {
        XCTAssertEqual(Checksum.sha256(Data()).prefix(8), "e3b0c442")
    }
}
