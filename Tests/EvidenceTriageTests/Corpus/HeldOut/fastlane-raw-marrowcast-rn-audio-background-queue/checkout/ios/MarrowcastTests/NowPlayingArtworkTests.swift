import XCTest
@testable import Marrowcast

final class NowPlayingArtworkTests: XCTestCase {
    func testDefaultArtworkBundled() {
        XCTAssertNotNil(UIImage(named: "NowPlayingPlaceholder", in: .main, with: nil), "lock-screen placeholder artwork missing from the app bundle")
    }
}
