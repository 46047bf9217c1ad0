import XCTest
@testable import QuokkaKit

final class AvatarResizerTests: XCTestCase {
    func testAvatarDownscaledForSmallFamily() {
        let photo = UIImage(named: "contact-3024x4032", in: Bundle(for: Self.self), with: nil)!
        let out = AvatarResizer().widgetImage(from: photo, maxPixel: 300)
        XCTAssertLessThanOrEqual(max(out.size.width, out.size.height) * out.scale, 300)
    }
}
