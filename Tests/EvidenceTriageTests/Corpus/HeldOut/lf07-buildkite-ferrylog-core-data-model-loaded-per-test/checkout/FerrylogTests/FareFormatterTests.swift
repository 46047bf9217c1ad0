import Foundation
import Testing
@testable import Ferrylog

struct FareFormatterTests {
    @Test func fareInEuros() {
        #expect(FareFormatter.string(minorUnits: 4550, currency: "EUR", locale: Locale(identifier: "en_IE")) == "EUR 45.50")
    }

    @Test func fareInNorwegianKroner() {
        #expect(FareFormatter.string(minorUnits: 12900, currency: "NOK", locale: Locale(identifier: "nb_NO")) == "129,00 kr")
    }
}
