import Foundation

final class AppDiContainer {
    let analytics: AnalyticsProviding
    let languages: LanguagesRepository

    init(appConfig: AppConfig, analytics: AnalyticsProviding = FirebaseAnalyticsService(), languages: LanguagesRepository = .init()) {
        self.analytics = analytics
        self.languages = languages
    }

    /// Container used by SwiftUI previews and preview snapshot tests.
    static func createPreviewContainer() -> AppDiContainer {
        AppDiContainer(appConfig: .preview)
    }
}
