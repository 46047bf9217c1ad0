import Testing
@testable import LumenCore

struct FeeCalculatorTests {
    @Test func feeForDomesticCard() {
        #expect(FeeCalculator().fee(amountCents: 10_000, card: .domestic) == 175)
    }

    @Test func feeForInternationalCard() {
        #expect(FeeCalculator().fee(amountCents: 10_000, card: .international) == 325)
    }
}
