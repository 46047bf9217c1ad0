import Testing
import shared
@testable import Ferrywise

struct FareCalculatorTests {
    let calculator = FareCalculator(table: .fixture2026)

    @Test func weekdayAdultFare() {
        #expect(calculator.fare(for: .adult, on: .weekday).cents == 1850)
    }

    @Test func weekendSurchargeApplies() {
        let fare = calculator.fare(for: .adult, on: .saturday)
        #expect(fare.cents == 2150, "weekend fares carry the 3.00 surcharge")
    }
}
