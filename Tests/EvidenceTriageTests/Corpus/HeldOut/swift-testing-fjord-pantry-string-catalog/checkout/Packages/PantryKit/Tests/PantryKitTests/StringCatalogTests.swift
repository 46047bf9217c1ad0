import Foundation
import Testing
@testable import PantryKit

@Suite struct StringCatalogTests {
    private static let allowedTopLevelKeys: Set<String> = ["sourceLanguage", "strings", "version"]

    private func catalog() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PantryKit/Resources/Localizable.xcstrings")
        let data = try Data(contentsOf: url)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func catalogParses() throws {
        let json = try catalog()
        #expect(json["sourceLanguage"] as? String == "en")
    }

    @Test func catalogHasNoEntriesOutsideStrings() throws {
        let json = try catalog()
        let strayKeys = Set(json.keys).subtracting(Self.allowedTopLevelKeys).sorted()
        #expect(strayKeys.isEmpty, "entries appended after the \"strings\" object never localize")
    }

    @Test func japaneseExpiryBannerIsTranslated() {
        let text = PantryStrings.expiryBanner(daysLeft: 0, locale: Locale(identifier: "ja"))
        #expect(text == "今日が期限です")
    }

    @Test func germanPantryTitleIsTranslated() {
        #expect(PantryStrings.pantryTitle(locale: Locale(identifier: "de")) == "Vorratskammer")
    }
}
