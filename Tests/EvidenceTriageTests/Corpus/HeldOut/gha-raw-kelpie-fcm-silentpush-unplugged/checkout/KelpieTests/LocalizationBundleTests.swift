import XCTest
@testable import Kelpie

final class LocalizationBundleTests: XCTestCase {
    func testEnglishStringsAreBundled() {
        XCTAssertNotNil(Bundle.main.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: "en"))
    }

    func testGermanStringsAreBundled() {
        let path = Bundle.main.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: "de")
        XCTAssertNotNil(path, "de.lproj/Localizable.strings missing from the built app")
    }
}
