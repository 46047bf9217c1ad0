import XCTest
@testable import Harrow

final class AppIconTests: XCTestCase {
    func testAlternateIconsDeclared() throws {
        let icons = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "CFBundleIcons") as? [String: Any])
        let alternates = icons["CFBundleAlternateIcons"] as? [String: Any] ?? [:]
        XCTAssertEqual(Set(alternates.keys), ["Midnight", "Meadow"], "Settings > App Icon offers these")
    }
}
