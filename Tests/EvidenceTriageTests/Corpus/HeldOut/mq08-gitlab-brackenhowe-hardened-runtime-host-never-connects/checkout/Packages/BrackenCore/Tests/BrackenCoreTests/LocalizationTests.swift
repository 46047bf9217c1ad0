import XCTest
@testable import BrackenCore

final class LocalizationTests: XCTestCase {
    func testGermanPluralsExist() throws {
        let path = Bundle.module.path(forResource: "Localizable", ofType: "stringsdict", inDirectory: nil, forLocalization: "de")
        XCTAssertNotNil(path, "de.lproj/Localizable.stringsdict is not in the BrackenCore resource bundle")
    }
}
