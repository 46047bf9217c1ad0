import XCTest
@testable import Fernlight

@MainActor
final class CheckoutTotalsViewModelTests: XCTestCase {
    func testDebouncesCouponValidation() async throws {
        let validator = CountingCouponValidator()
        let viewModel = CheckoutTotalsViewModel(validator: validator, debounce: .milliseconds(300))

        viewModel.couponCode = "S"
        viewModel.couponCode = "SU"
        viewModel.couponCode = "SUMMER"
        try await Task.sleep(for: .milliseconds(450))

        XCTAssertEqual(validator.calls, ["SUMMER"])
    }
}
