import Foundation
import os

/// Small launch/fetch breadcrumb logger used by the RunnerTests and by support builds.
final class SlipwayDiagnostics {
  static let shared = SlipwayDiagnostics()
  private let log = Logger(subsystem: "app.slipway.mobile", category: "fetch")

  func recordLaunch(options: [UIApplication.LaunchOptionsKey: Any]?) {
    log.info("launch options: \(String(describing: options?.keys.map { $0.rawValue }), privacy: .public)")
  }

  func recordFetch(result: UIBackgroundFetchResult) {
    log.info("performFetch finished with result \(result.rawValue, privacy: .public)")
  }
}
