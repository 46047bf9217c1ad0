import XCTest
@testable import TidemarkKit

final class IconThumbnailerTests: XCTestCase {
    func testLandscapeIconIsCroppedToCentreSquare() {
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80)).image { ctx in
            UIColor.systemTeal.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
        }
        XCTAssertEqual(IconThumbnailer.thumbnail(of: icon).size, CGSize(width: 44, height: 44))
    }

    /// Projects synced from the web can carry a 1x0 placeholder icon.
    func testZeroSizedIconDoesNotCrash() {
        let degenerate = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 0)).image { _ in }
        let thumb = IconThumbnailer.thumbnail(of: degenerate)
        XCTAssertEqual(thumb.size, CGSize(width: 44, height: 44))
    }
}
