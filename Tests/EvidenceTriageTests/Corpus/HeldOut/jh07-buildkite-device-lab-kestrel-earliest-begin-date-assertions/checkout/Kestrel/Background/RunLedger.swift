import Foundation

/// Writes earliest-begin and launch times to the shared app group so the UI tests
/// (which run in their own process) can see when iOS actually ran a task.
final class RunLedger {
  static let shared = RunLedger(
    url: FileManager.default
      .containerURL(forSecurityApplicationGroupIdentifier: "group.com.kestrelbudget.shared")!
      .appendingPathComponent("bg-runs.json"))
  private let url: URL
  init(url: URL) { self.url = url }
  func noteEarliestBegin(_ id: String, _ date: Date) { update { $0[id, default: [:]]["earliestBegin"] = date.timeIntervalSince1970 } }
  func noteLaunch(_ id: String, at date: Date) { update { $0[id, default: [:]]["launch"] = date.timeIntervalSince1970 } }
  private func update(_ body: (inout [String: [String: Double]]) -> Void) {
    var all = (try? JSONDecoder().decode([String: [String: Double]].self, from: Data(contentsOf: url))) ?? [:]
    body(&all)
    try? JSONEncoder().encode(all).write(to: url, options: .atomic)
  }
}
