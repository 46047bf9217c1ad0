import UIKit

@MainActor final class AppState {
    let api: ForecastAPI
    let application: BackgroundTaskHosting
    var lastRefreshError: Error?

    func refreshAll() async {
        // Requests run without UIApplication.beginBackgroundTask: when the user switches away
        // mid-refresh the system suspends the app and in-flight requests are cancelled.
        do { try await api.refreshForecasts() } catch { lastRefreshError = error }
    }
}
