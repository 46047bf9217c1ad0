import XCTest
@testable import Harborline

final class LocalizedStringsTests: XCTestCase {
    func testGermanBundleHasAllKeys() throws {
        let base = try XCTUnwrap(Bundle.main.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: "en"))
        let de = try XCTUnwrap(Bundle.main.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: "de"))
        let en = NSDictionary(contentsOfFile: base) as! [String: String]
        let deDict = NSDictionary(contentsOfFile: de) as! [String: String]
        XCTAssertEqual(Set(en.keys), Set(deDict.keys))
    }
}
