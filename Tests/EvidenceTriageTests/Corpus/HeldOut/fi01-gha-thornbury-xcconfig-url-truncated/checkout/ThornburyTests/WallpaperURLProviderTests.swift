import XCTest
@testable import Thornbury

final class WallpaperURLProviderTests: XCTestCase {
    func testMetadataURLFromExplicitBase() {
        let provider = WallpaperURLProvider(baseURLString: "https://example.test/wp")
        XCTAssertEqual(provider.metadataURL()?.absoluteString, "https://example.test/wp/metadata/v1/wallpapers.json")
    }

    func testNilBaseGivesNoURL() {
        XCTAssertNil(WallpaperURLProvider(baseURLString: nil).metadataURL())
    }

    func testMetadataURLUsesConfiguredCDN() {
        let provider = WallpaperURLProvider()   // reads the built Info.plist
        XCTAssertEqual(provider.metadataURL()?.absoluteString,
                       "https://cdn.thornbury.app/static/wallpapers/metadata/v1/wallpapers.json")
    }
}
