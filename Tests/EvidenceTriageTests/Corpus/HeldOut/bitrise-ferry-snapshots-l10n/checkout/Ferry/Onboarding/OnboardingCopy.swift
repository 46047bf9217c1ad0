import Foundation

enum OnboardingCopy {
    static func welcomeTitle(locale: Locale, bundle: Bundle = .main) -> String {
        let lang = locale.language.languageCode?.identifier ?? "en"
        let localized = bundle.path(forResource: lang, ofType: "lproj").flatMap(Bundle.init(path:)) ?? bundle
        return localized.localizedString(forKey: "onboarding.welcome.title", value: nil, table: nil)
    }
}
