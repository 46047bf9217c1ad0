import Foundation

/// The last library version this device has fully synced, per library.
/// Written only after the objects up to that version are in the local database.
public final class LibraryVersionStore {
    private let defaults: UserDefaults

    public init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    public func version(for library: LibraryIdentifier) -> Int {
        defaults.integer(forKey: key(library))
    }

    public func update(_ library: LibraryIdentifier, to version: Int) {
        defaults.set(version, forKey: key(library))
    }

    private func key(_ library: LibraryIdentifier) -> String {
        "libraryVersion.\(library.rawValue)"
    }
}
