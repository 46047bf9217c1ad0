import Foundation
import Testing
@testable import Pulse

@Suite struct InterestCalculatorTests {

    @Test func monthlyInterestRoundsToCents() async throws {
        let balance: Money = 5000
        let payment: Money = 100
        let interest = balance * (0.20 / 12.0)
        let principal = payment - interest
        #expect(principal.minorUnits == 1667)
    }
}
