import Foundation

enum OnboardingCopy {
    static func welcomeTitle(locale: Locale) -> String {
        String(localized: "onboarding.welcome.title.v2", defaultValue: "Welcome to Kotori", locale: locale)
    }

    static func offlineBanner(locale: Locale) -> String {
        String(localized: "onboarding.offline.banner", defaultValue: "You're offline. Saved itineraries still work.", locale: locale)
    }
}
