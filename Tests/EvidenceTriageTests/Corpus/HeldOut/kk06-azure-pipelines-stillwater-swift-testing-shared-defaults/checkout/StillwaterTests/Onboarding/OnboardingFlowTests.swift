import Foundation
import Testing
@testable import Stillwater

/// Added in #288 (evening-routine onboarding). Starts every test from a clean slate.
@Suite struct OnboardingFlowTests {
    init() {
        UserDefaults.standard.removePersistentDomain(forName: Bundle.main.bundleIdentifier!)
    }

    @Test func eveningRoutineSetsNinePMReminderAndSixHourSync() {
        let flow = OnboardingFlow(defaults: .standard)
        flow.choose(.eveningRoutine)
        #expect(ReminderSettings(defaults: .standard).reminderHour == 21)
        #expect(SettingsStore(defaults: .standard).syncInterval == .hours(6))
    }

    @Test func skippingOnboardingKeepsDefaults() {
        let flow = OnboardingFlow(defaults: .standard)
        flow.skip()
        #expect(flow.isFinished)
    }
}
