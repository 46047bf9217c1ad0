import Foundation
import Testing
@testable import HearthlineKit

@Suite struct EntityStateFormatterTests {
    @Test func fahrenheitForUS() {
        #expect(EntityStateFormatter(locale: Locale(identifier: "en_US")).temperature(21.5) == "71 °F")
    }

    @Test func unitTableLoadsFromBundle() throws {
        let table = try #require(UnitTable.bundled(locale: Locale(identifier: "de_DE")))
        #expect(table.temperatureSymbol == "°C")
    }
}
