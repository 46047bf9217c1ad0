import XCTest
import Shared

final class SharedBridgeTests: XCTestCase {
    func testPhotoMetadataParsesExif() {
        let done = expectation(description: "metadata parsed")
        PhotoMetadataReader().read(fixture: "IMG_0042.HEIC") { meta, _ in
            XCTAssertEqual(meta?.orientation, 6)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }
}
