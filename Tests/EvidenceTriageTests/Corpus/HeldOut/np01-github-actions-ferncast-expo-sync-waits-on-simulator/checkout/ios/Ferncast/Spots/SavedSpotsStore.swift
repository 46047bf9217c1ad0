import Foundation

final class SavedSpotsStore {
    private let defaults: UserDefaults
    private let key = "saved.spots"
    private(set) var spots: [String]

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        self.spots = defaults.stringArray(forKey: key) ?? []
    }

    func save(_ newSpots: [String]) {
        spots = newSpots
        defaults.set(spots, forKey: key)
    }

    func remove(_ name: String) {
        let persisted = spots
        spots.removeAll { $0 == name }
        defaults.set(persisted, forKey: key)
    }
}
