import Testing
import Foundation
@testable import Ferry

@Suite("Onboarding copy")
struct OnboardingCopyTests {
    private let appBundle = Bundle(for: FerryAppDelegate.self)

    @Test func englishWelcomeTitle() {
        #expect(OnboardingCopy.welcomeTitle(locale: Locale(identifier: "en")) == "Welcome aboard")
    }

    @Test func germanWelcomeTitle() {
        let title = OnboardingCopy.welcomeTitle(locale: Locale(identifier: "de"))
        #expect(title == "Willkommen an Bord")
    }
}
