import Testing
import Foundation
@testable import Moraine

@Suite struct ElevationFormatterTests {
    @Test func feetRoundToNearestTen() {
        let f = ElevationFormatter(locale: Locale(identifier: "en_US"))
        #expect(f.string(meters: 1085) == "3,560 ft")
    }
}
