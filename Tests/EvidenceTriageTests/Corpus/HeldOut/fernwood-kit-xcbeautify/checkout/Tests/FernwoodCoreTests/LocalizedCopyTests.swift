import Foundation
import Testing
@testable import FernwoodCore

@Suite struct LocalizedCopyTests {
    @Test func englishItemCount() {
        #expect(Copy.itemCount(3, locale: Locale(identifier: "en")) == "3 items")
    }

    @Test func germanPluralIsUsed() {
        let text = Copy.itemCount(3, locale: Locale(identifier: "de"))
        #expect(text == "3 Artikel")
    }
}
