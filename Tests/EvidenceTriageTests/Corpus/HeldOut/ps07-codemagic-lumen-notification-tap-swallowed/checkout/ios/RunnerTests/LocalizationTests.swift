import XCTest
@testable import Runner

final class LocalizationTests: XCTestCase {
    func testGermanStringsBundled() {
        let path = Bundle.main.path(forResource: "de", ofType: "lproj")
        XCTAssertNotNil(path, "de.lproj missing from Runner.app")
    }
}
