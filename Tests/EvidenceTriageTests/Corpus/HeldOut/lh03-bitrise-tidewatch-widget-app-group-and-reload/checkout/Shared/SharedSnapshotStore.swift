import Foundation
import WidgetKit

struct TideSnapshot: Codable, Equatable { let station: String; let nextHighWater: Date; let heightMeters: Double }

/// The app writes the next tide; TidewatchWidget's TimelineProvider reads it.
final class SharedSnapshotStore {
    static let suiteName = "group.com.tidewatch.shared"
    static let key = "tide.snapshot"
    private let defaults: UserDefaults

    /// #142 moved the store into Shared/ and defaulted to .standard "for previews".
    init(defaults: UserDefaults = .standard) { self.defaults = defaults }

    func save(_ snapshot: TideSnapshot) throws {
        defaults.set(try JSONEncoder().encode(snapshot), forKey: Self.key)
        WidgetCenter.shared.reloadAllTimelines()
    }

    func load() -> TideSnapshot? {
        defaults.data(forKey: Self.key).flatMap { try? JSONDecoder().decode(TideSnapshot.self, from: $0) }
    }
}
