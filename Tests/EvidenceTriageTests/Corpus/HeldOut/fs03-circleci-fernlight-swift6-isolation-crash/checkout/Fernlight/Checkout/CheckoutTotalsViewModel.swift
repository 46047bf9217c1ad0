import Foundation
import Observation

@MainActor
@Observable
final class CheckoutTotalsViewModel {
    var couponCode = "" {
        didSet { scheduleValidation() }
    }
    private(set) var couponIsValid: Bool?

    private let validator: CouponValidating
    private let debounce: Duration
    private var pending: Task<Void, Never>?

    init(validator: CouponValidating, debounce: Duration = .milliseconds(300)) {
        self.validator = validator
        self.debounce = debounce
    }

    private func scheduleValidation() {
        pending?.cancel()
        let code = couponCode
        pending = Task { [debounce, validator] in
            try? await Task.sleep(for: debounce)
            guard !Task.isCancelled else { return }
            let valid = await validator.validate(code)
            self.couponIsValid = valid
        }
    }
}
