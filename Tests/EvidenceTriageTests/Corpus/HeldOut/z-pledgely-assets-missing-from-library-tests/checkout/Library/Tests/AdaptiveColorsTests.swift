import XCTest
@testable import Library

final class AdaptiveColorsTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AppEnvironment.pushEnvironment(mainBundle: Bundle(for: Self.self))
    }

    override func tearDown() {
        AppEnvironment.popEnvironment()
        super.tearDown()
    }

    func testPrimaryColorResolvesInLightAndDark() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)

        let primary = Colors.Background.Action.primary.adaptive()

        XCTAssertNotEqual(primary.resolvedColor(with: light), primary.resolvedColor(with: dark))
    }

    func testSurfaceColorHasNoAlpha() {
        var alpha: CGFloat = 0
        Colors.Background.Surface.primary.adaptive().getRed(nil, green: nil, blue: nil, alpha: &alpha)
        XCTAssertEqual(alpha, 1)
    }
}
