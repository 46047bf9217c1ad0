import XCTest
@testable import PebbleDesignSystem

final class TokenResolverTests: XCTestCase {
    func testSpacingScaleForRegularWidth() {
        let resolver = TokenResolver(theme: .pebble, sizeClass: .regular)
        XCTAssertEqual(resolver.spacing(.medium), 16)
    }

    func testSpacingScaleForCompactWidth() {
        let resolver = TokenResolver(theme: .pebble, sizeClass: .compact)
        XCTAssertEqual(resolver.spacing(.medium), 12)
        XCTAssertEqual(resolver.spacing(.large), 20)
    }
}
