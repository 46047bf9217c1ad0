import XCTest
@testable import AlmanacLocalization

final class LocalizationBundleTests: XCTestCase {

    func testGermanStringExistsInPackageBundle() throws {
        let path = try XCTUnwrap(Bundle.module.path(forResource: "de", ofType: "lproj"))
        let german = try XCTUnwrap(Bundle(path: path))
        XCTAssertEqual(german.localizedString(forKey: "tab.calendar", value: nil, table: nil), "Kalender")
    }
}
