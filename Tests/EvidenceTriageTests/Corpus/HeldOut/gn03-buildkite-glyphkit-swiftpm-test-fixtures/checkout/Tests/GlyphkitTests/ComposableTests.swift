import XCTest
@testable import Glyphkit

final class ComposableTests: XCTestCase {
    func testAttachmentBaselineMatchesFont() {
        let style = StringStyle(.font(.systemFont(ofSize: 20)), .baselineOffset(-2))
        let attributed = style.attributedString(from: "x")
        let offset = attributed.attribute(.baselineOffset, at: 0, effectiveRange: nil) as? CGFloat
        XCTAssertEqual(offset, -2)
    }

    func testImageAttachmentInheritsTintColor() {
        let url = Bundle.testBundle.url(forResource: "bee", withExtension: "png")
        let image = TestImage.load(url!)
        let style = StringStyle(.color(.systemRed))
        let composed = NSAttributedString.composed(of: [image.styled(with: style), "bee"])
        XCTAssertEqual(composed.attachmentTintColor(at: 0), .systemRed)
    }
}
