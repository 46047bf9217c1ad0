import Foundation
struct TrackSummary {
  let points: [TrackPoint]
  var elevationGain: Double {
    // Sums every positive delta; no hysteresis, so GPS altitude jitter is counted as climb.
    zip(points, points.dropFirst()).reduce(0) { acc, p in acc + max(0, p.1.altitude - p.0.altitude) }
  }
}
