import Combine
import XCTest
@testable import Saffron

final class PromotionViewCoordinatorTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    @MainActor
    func testBannerHiddenWhenIneligible() async {
        let onboarding = PassthroughSubject<Bool, Never>()
        let sut = PromotionViewModel(eligibility: .stub(false), onboarding: onboarding.eraseToAnyPublisher())
        onboarding.send(true)
        XCTAssertFalse(sut.isBannerVisible)
    }

    func testViewModelRefreshes_whenOnboardingCompletes() async {
        let onboarding = PassthroughSubject<Bool, Never>()
        let sut = PromotionViewModel(eligibility: .stub(true), onboarding: onboarding.eraseToAnyPublisher())
        let refreshed = expectation(description: "view model refreshed")
        sut.$refreshCount
            .dropFirst()
            .sink { _ in refreshed.fulfill() }
            .store(in: &cancellables)

        DispatchQueue.global().async { onboarding.send(true) }

        await fulfillment(of: [refreshed], timeout: 5)
        XCTAssertTrue(sut.isBannerVisible)
    }
}
