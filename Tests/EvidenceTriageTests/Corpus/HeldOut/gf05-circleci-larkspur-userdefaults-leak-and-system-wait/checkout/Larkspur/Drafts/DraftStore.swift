import Foundation

struct Draft: Codable, Equatable {
    var species: String
    var count: Int
    var note: String = ""
}

/// Keeps the sighting the user was typing so it survives the app being killed.
final class DraftStore {
    private let defaults: UserDefaults
    private let key = "larkspur.draft"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var currentDraft: Draft? {
        get { defaults.data(forKey: key).flatMap { try? JSONDecoder().decode(Draft.self, from: $0) } }
        set { defaults.set(newValue.flatMap { try? JSONEncoder().encode($0) }, forKey: key) }
    }

    func discard() { defaults.removeObject(forKey: key) }
}
