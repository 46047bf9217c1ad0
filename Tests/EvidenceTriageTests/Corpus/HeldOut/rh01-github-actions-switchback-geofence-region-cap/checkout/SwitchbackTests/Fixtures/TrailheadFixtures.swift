@testable import Switchback

enum TrailheadFixtures {
    /// Trailheads of the Cascade Loop saved area, ids 1101...1124.
    static let cascadeLoop: [Trailhead] = (1...24).map { i in
        Trailhead(id: 1100 + i, name: "Cascade Loop \(i)", latitude: 47.40 + Double(i) * 0.013, longitude: -121.40 - Double(i) * 0.009)
    }
}
