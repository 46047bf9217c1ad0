import XCTest
@testable import Kestrel

final class LocalizationTests: XCTestCase {
    func testGermanStreakPlural() throws {
        let bundle = try XCTUnwrap(Bundle(for: AppMarker.self).path(forResource: "de", ofType: "lproj").flatMap(Bundle.init(path:)))
        let format = bundle.localizedString(forKey: "streak.days", value: nil, table: nil)
        XCTAssertEqual(String.localizedStringWithFormat(format, 3), "3 Tage in Folge")
    }
}
