import XCTest
@testable import Pinwheel

final class RootLayoutTests: XCTestCase {
    func testKeyWindowFillsScreen() throws {
        let window = try XCTUnwrap(UIApplication.shared.connectedScenes
            .compactMap { ($0 as? UIWindowScene)?.keyWindow }.first)
        XCTAssertEqual(window.bounds.size, CGSize(width: 393, height: 852))
    }

    func testTabBarSitsAboveHomeIndicator() throws {
        let window = try XCTUnwrap(UIApplication.shared.connectedScenes
            .compactMap { ($0 as? UIWindowScene)?.keyWindow }.first)
        XCTAssertGreaterThan(window.safeAreaInsets.bottom, 0)
    }
}
