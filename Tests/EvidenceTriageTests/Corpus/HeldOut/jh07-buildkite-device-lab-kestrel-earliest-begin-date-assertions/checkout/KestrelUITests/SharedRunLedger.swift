import Foundation

/// Reads bg-runs.json that the app writes into the shared app group.
struct SharedRunLedger {
  struct Run { let earliestBegin: Date; let launch: Date }
  let group: String

  func waitForLaunch(of identifier: String, timeout: TimeInterval) -> Run? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let run = read(identifier) { return run }
      Thread.sleep(forTimeInterval: 15)
    }
    return nil
  }

  private func read(_ identifier: String) -> Run? {
    guard let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group)?
            .appendingPathComponent("bg-runs.json"),
          let data = try? Data(contentsOf: url),
          let all = try? JSONDecoder().decode([String: [String: Double]].self, from: data),
          let entry = all[identifier], let launch = entry["launch"] else { return nil }
    let begin = entry["earliestBegin"] ?? launch
    return Run(earliestBegin: Date(timeIntervalSince1970: begin), launch: Date(timeIntervalSince1970: launch))
  }
}
