import BackgroundTasks
import Foundation

extension Notification.Name {
    static let tideAlertsDelivered = Notification.Name("TideAlertsDelivered")
}

/// Fetches low-water warnings for saved harbours and posts them as local notifications.
final class TideAlertService {
    func handle(_ task: BGAppRefreshTask) {
        let work = Task {
            defer { TideAlertRefresh.schedule() }
            let alerts = (try? await fetchAlerts()) ?? []
            await MainActor.run {
                NotificationCenter.default.post(name: .tideAlertsDelivered, object: alerts)
            }
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel() }
    }

    private func fetchAlerts() async throws -> [String] {
        let url = URL(string: "https://api.brackwater.example/v2/alerts?harbours=saved")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([String].self, from: data)
    }
}
