import Foundation

struct TrailSummaryViewModel {
  let distanceMeters: Double
  let duration: TimeInterval

  var distanceText: String {
    String(format: "%.2f km", distanceMeters / 1000)
  }

  var durationText: String {
    let minutes = Int(duration / 60)
    return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
  }
}
