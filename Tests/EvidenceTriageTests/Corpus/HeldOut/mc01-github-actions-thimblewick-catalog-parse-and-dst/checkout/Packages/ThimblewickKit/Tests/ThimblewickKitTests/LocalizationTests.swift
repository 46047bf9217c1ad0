import XCTest
@testable import ThimblewickKit

final class LocalizationTests: XCTestCase {
    private func bundle(for language: String) throws -> Bundle {
        let path = try XCTUnwrap(Bundle.module.path(forResource: language, ofType: "lproj",
                                                    inDirectory: "Localization"))
        return try XCTUnwrap(Bundle(path: path))
    }

    func testEnglishCatalogLoads() throws {
        let en = try bundle(for: "en")
        XCTAssertEqual(en.localizedString(forKey: "library.refresh", value: nil, table: nil), "Refresh library")
    }

    func testSimplifiedChineseCatalogLoads() throws {
        let zh = try bundle(for: "zh-Hans")
        let title = zh.localizedString(forKey: "library.refresh", value: "Refresh library", table: nil)
        XCTAssertNotEqual(title, "Refresh library",
                          "zh-Hans.lproj/Localizable.strings did not load; lookup fell back to the development language")
    }

    func testEveryChineseEntryIsTranslated() throws {
        let en = try bundle(for: "en")
        let zh = try bundle(for: "zh-Hans")
        let keys = Strings.allKeys
        let translated = keys.filter {
            zh.localizedString(forKey: $0, value: "\u{0}", table: nil) != "\u{0}"
        }
        XCTAssertEqual(translated.count, keys.count, "translated entries in zh-Hans")
        _ = en
    }
}
