#if DEBUG
import Foundation
import os

/// Launch arguments the UI tests pass. Kept out of App Store builds.
///
///   -UITestSkipOnboarding YES       land on Today without the onboarding pages
///   -simulateBackgroundRefresh YES  run the prompts refresh job as if the
///                                   com.quillwort.prompts.refresh task had fired
enum DebugHooks {
    private static let log = Logger(subsystem: "com.quillwort.app", category: "DebugHooks")

    static func apply(defaults: UserDefaults = .standard) {
        if defaults.bool(forKey: "UITestSkipOnboarding") {
            OnboardingState.forceCompleted = true
        }
        if defaults.bool(forKey: "simulateBackgroundRefresh") {
            log.info("simulating prompts refresh")
            Task { try? await PromptRefreshJob.live().run() }
        }
    }
}
#endif
