import XCTest
@testable import QuillnestShareKit

final class ShareImageLoaderTests: XCTestCase {
    func testSmallPhotoKeepsOriginalSize() throws {
        let data = try Fixtures.jpeg(named: "screenshot-1170x2532")
        let loader = ShareImageLoader()
        _ = loader.prepareForSending(data)
        XCTAssertEqual(loader.lastDecodedPixelSize, CGSize(width: 1170, height: 2532))
    }

    func testCameraPhotoIsDownsampledWhileDecoding() throws {
        // 24 MP main-camera photo from a recent iPhone.
        let data = try Fixtures.jpeg(named: "camera-5712x4284")
        let loader = ShareImageLoader()
        _ = loader.prepareForSending(data)
        XCTAssertLessThanOrEqual(loader.lastDecodedPixelSize.width, 4096)
    }
}
