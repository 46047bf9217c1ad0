import Foundation
import Observation

@Observable
final class AppModel {
    private let defaults: UserDefaults
    private(set) var onboardingCompleted: Bool

    init(arguments: [String] = ProcessInfo.processInfo.arguments, defaults: UserDefaults = .standard) {
        self.defaults = defaults
        self.onboardingCompleted = defaults.bool(forKey: "onboarding.completed")
        if arguments.contains("-ui-testing-skip-onboarding") || arguments.contains("-ui-testing-demo-journal") {
            completeOnboarding()
        }
    }

    func completeOnboarding() {
        onboardingCompleted = true
        defaults.set(true, forKey: "onboarding.completed")
    }
}
