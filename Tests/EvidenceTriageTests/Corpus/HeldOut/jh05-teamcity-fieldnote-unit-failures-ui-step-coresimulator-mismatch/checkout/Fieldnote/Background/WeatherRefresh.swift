import BackgroundTasks
import Foundation
import os

enum WeatherRefresh {
  static let identifier = "com.fieldnote.app.weather-refresh"
  private static let log = Logger(subsystem: "com.fieldnote.app", category: "Background")

  static func schedule(now: Date = Date()) {
    let request = BGAppRefreshTaskRequest(identifier: identifier)
    request.earliestBeginDate = now.addingTimeInterval(60)
    do {
      try BGTaskScheduler.shared.submit(request)
      Diagnostics.record(identifier, .appRefresh, .submission, .succeeded)
    } catch {
      log.error("weather-refresh submit failed: \(String(describing: error), privacy: .public)")
      Diagnostics.record(identifier, .appRefresh, .submission, .failed, error: error)
    }
  }
}
