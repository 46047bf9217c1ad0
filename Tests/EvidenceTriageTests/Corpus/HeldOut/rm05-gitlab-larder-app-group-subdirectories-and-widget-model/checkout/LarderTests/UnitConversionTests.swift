import Testing
@testable import Larder

@Suite struct UnitConversionTests {
    @Test func gramsToOunces() {
        #expect(UnitConversion.ounces(fromGrams: 250) == 8.8)
    }
}
