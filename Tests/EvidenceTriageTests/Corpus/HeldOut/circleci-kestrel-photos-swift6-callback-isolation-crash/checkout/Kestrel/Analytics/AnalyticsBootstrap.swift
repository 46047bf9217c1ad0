import Foundation
import KestrelAnalytics

@MainActor
enum AnalyticsBootstrap {
    static private(set) var currentSessionID: String?

    static func configure(store: SessionStore = .shared) {
        Analytics.enable(with: Analytics.Configuration(
            appID: "kestrel-photos-ios",
            onSessionStart: { sessionID, isDiscarded in
                guard !isDiscarded else { return }
                currentSessionID = sessionID
                store.record(sessionID)
            }
        ))
    }
}
