import Foundation

protocol AnalyticsProviding {
    func track(screen: String, properties: [String: String])
}

final class FirebaseAnalyticsService: AnalyticsProviding {
    private var isConfigured = false

    func configure(appConfig: AppConfig) {
        // Called from AppDelegate.application(_:didFinishLaunchingWithOptions:)
        isConfigured = true
    }

    func track(screen: String, properties: [String: String]) {
        guard isConfigured else {
            assertionFailure("FirebaseAnalyticsService used before configure(appConfig:)")
            return
        }
        post(screen: screen, properties: properties)
    }

    private func post(screen: String, properties: [String: String]) {}
}
