import Testing
import Foundation
@testable import Saltreed

struct SettingsLocalizationTests {
    @Test func sectionTitlesTranslatedInGerman() {
        let battery = SettingsView().sections[0]
        let title = SettingsView.displayTitle(for: battery, locale: Locale(identifier: "de"))
        #expect(title == "Batterie")
    }
}
