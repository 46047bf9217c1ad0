import Foundation

enum OnboardingState {
    /// Set by DebugHooks for -UITestSkipOnboarding (Debug builds only).
    static var forceCompleted = false

    static var isCompleted: Bool {
        forceCompleted || UserDefaults.standard.bool(forKey: "OnboardingCompleted")
    }

    static func markCompleted() {
        UserDefaults.standard.set(true, forKey: "OnboardingCompleted")
    }
}
