import Foundation

/// "Sent just now", "Sent 5 minutes ago", "Sent yesterday".
struct SentLabelFormatter {
  var now: () -> Date = Date.init

  func label(for sent: Date) -> String {
    let minutes = Int(now().timeIntervalSince(sent) / 60)
    if minutes < 60 {
      return "Sent \(minutes) minute\(minutes == 1 ? "" : "s") ago"
    }
    let relative = RelativeDateTimeFormatter()
    relative.unitsStyle = .full
    return "Sent " + relative.localizedString(for: sent, relativeTo: now())
  }
}
