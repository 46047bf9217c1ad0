import Testing
import Foundation
@testable import Tidecaller

@Suite struct TideHeightFormatTests {
    @Test func heightUsesMetresInGerman() {
        let text = TideHeightFormatter(locale: Locale(identifier: "de_DE")).string(metres: 1.25)
        #expect(text == "1,25 m")
    }
}
