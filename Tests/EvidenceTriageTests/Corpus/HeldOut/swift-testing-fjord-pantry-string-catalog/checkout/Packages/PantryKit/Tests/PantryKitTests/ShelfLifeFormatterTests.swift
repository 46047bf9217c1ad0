import Foundation
import Testing
@testable import PantryKit

@Suite struct ShelfLifeFormatterTests {
    @Test func englishRemainingLabel() {
        let formatter = ShelfLifeFormatter(locale: Locale(identifier: "en"))
        #expect(formatter.remainingLabel(days: 3) == "3 days left")
    }

    @Test func remainingLabelIsLocalizedFromPackageCatalog() {
        let formatter = ShelfLifeFormatter(locale: Locale(identifier: "de"))
        #expect(formatter.remainingLabel(days: 3) == "Noch 3 Tage")
    }

    @Test func expiredItemsSayExpired() {
        let formatter = ShelfLifeFormatter(locale: Locale(identifier: "en"))
        #expect(formatter.remainingLabel(days: -1) == "Expired")
    }
}
