import Testing
@testable import SwellmeterWatch

struct SwellFormatterTests {
    @Test("Swell period shows whole seconds")
    func periodFormatsSeconds() {
        #expect(SwellFormatter.period(11.6) == "12 s")
    }

    @Test func heightInFeet() {
        #expect(SwellFormatter.height(meters: 1.5, unit: .feet) == "4.9 ft")
    }
}
