//
//  CurrencySettingsTests.swift
//

import Testing
@testable import Brambleton

@Suite struct CurrencySettingsTests {
    @Test func initWithIndividualParameters() async throws {
        let settings = CurrencySettings.shared
        settings.update(code: .EUR, position: .rightSpace, thousand: ".", decimal: ",", places: 2)
        #expect(settings.format(1234.5) == "1.234,50 €")
    }

}
