import Testing
@testable import Pika

@Suite struct UnitConversionTests {
    @Test func gramsToOunces() {
        #expect(UnitConversion.ounces(fromGrams: 454) == 16.0)
    }

    @Test func litresToCups() {
        #expect(UnitConversion.cups(fromLitres: 1) > 4.2)
    }
}
