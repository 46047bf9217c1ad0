import Testing
@testable import Harborline

struct FareCalculatorTests {
    @Test func adultFareUnchanged() {
        #expect(FareCalculator(adultFare: 8.50).adultFare == 8.50)
    }

    @Test func childFareIsHalfAdultFareRoundedUp() {
        let fare = FareCalculator(adultFare: 8.50).childFare
        #expect(fare == 4.50)
    }
}
