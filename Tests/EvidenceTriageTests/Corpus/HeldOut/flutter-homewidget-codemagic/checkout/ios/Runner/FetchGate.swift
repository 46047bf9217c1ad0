import Foundation

/// Skips a background fetch that arrives right after one already ran.
final class FetchGate {
  private let now: () -> Date
  private(set) var lastFetch: Date?

  init(now: @escaping () -> Date = Date.init) { self.now = now }

  func appDidLaunch() {
    // Launch also starts a foreground sync; treat it as a fetch.
    lastFetch = now()
  }

  func markFetchRan() { lastFetch = now() }

  func shouldRunFetch() -> Bool {
    guard let last = lastFetch else { return true }
    return now().timeIntervalSince(last) >= 60
  }
}
