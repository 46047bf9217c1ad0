import Foundation

struct FixtureRowViewModel {
    let fixture: Fixture

    var kickoff: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        // Should be fixture.venue.timeZone; shows the device time zone instead (TH-869).
        formatter.timeZone = .current
        return formatter.string(from: fixture.kickoff)
    }
}
