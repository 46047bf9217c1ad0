import SwiftUI

/// Welcome → store picker → done. Tracking consent is asked right after the last step.
final class OnboardingFlow: ObservableObject {
    enum Step { case welcome, stores, done }
    @Published var step: Step = .welcome
    @Published var personalisedOffers = false

    func finish() {
        step = .done
        TrackingConsent.requestIfNeeded { [weak self] status in
            self?.personalisedOffers = (status == .authorized)
        }
    }
}
