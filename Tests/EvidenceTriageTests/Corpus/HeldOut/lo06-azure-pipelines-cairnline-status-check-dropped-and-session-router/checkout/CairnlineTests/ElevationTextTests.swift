import Foundation
import Testing
@testable import Cairnline

@Suite struct ElevationTextTests {
    @Test func metersForGermanLocale() {
        #expect(ElevationText.string(meters: 1309, locale: Locale(identifier: "de_DE")) == "1.309 m")
    }

    @Test func feetForUSLocale() {
        #expect(ElevationText.string(meters: 1309, locale: Locale(identifier: "en_US")) == "4,295 ft")
    }
}
