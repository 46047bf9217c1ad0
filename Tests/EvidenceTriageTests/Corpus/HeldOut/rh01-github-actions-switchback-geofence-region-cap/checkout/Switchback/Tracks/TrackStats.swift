import CoreLocation

struct TrackStats {
    private(set) var history: [CLLocation] = []
    private(set) var distance: CLLocationDistance = 0

    mutating func append(_ batch: [CLLocation]) {
        guard !batch.isEmpty else { return }
        var previous = batch.first!
        for next in batch.dropFirst() {
            distance += next.distance(from: previous)
            previous = next
        }
        history.append(contentsOf: batch)
    }
}
