import XCTest
import FerruleShared

final class ChecksumTests: XCTestCase {
    func testSha256OfEmptyFile() {
        let digest = Checksum.shared.sha256Hex(bytes: KotlinByteArray(size: 0))
        XCTAssertEqual(digest, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
