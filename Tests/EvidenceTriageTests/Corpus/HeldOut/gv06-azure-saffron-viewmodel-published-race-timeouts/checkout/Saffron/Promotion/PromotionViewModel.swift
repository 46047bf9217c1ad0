import Combine
import Foundation

final class PromotionViewModel: ObservableObject {
    @Published private(set) var isBannerVisible = false
    @Published private(set) var refreshCount = 0

    private let eligibility: PromotionEligibility
    private var cancellables = Set<AnyCancellable>()

    init(eligibility: PromotionEligibility, onboarding: AnyPublisher<Bool, Never>) {
        self.eligibility = eligibility
        onboarding
            .filter { $0 }
            .sink { [weak self] _ in self?.refresh() }
            .store(in: &cancellables)
    }

    func refresh() {
        isBannerVisible = eligibility.isEligible
        refreshCount += 1
    }
}
