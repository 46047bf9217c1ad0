import Testing
import Foundation
@testable import Kotori

@Suite("Onboarding copy")
struct OnboardingCopyTests {
    let ja = Locale(identifier: "ja")

    @Test func englishWelcomeTitle() {
        #expect(OnboardingCopy.welcomeTitle(locale: Locale(identifier: "en")) == "Welcome to Kotori")
    }

    @Test func japaneseWelcomeTitle() {
        #expect(OnboardingCopy.welcomeTitle(locale: ja) == "コトリへようこそ")
    }

    @Test func japaneseOfflineBanner() {
        #expect(OnboardingCopy.offlineBanner(locale: ja) == "オフラインです。保存した旅程は引き続き利用できます。")
    }
}
