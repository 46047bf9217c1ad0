import BackgroundTasks
import Foundation

enum RefreshScheduler {
    static let identifier = "com.pinecone.weather.forecast-refresh"

    static func scheduleForecastRefresh(now: Date = .now) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.submission(identifier, kind: .appRefresh, ok: true)
        } catch {
            DiagnosticRecorder.shared.submission(identifier, kind: .appRefresh, ok: false, error: error)
        }
    }
}
