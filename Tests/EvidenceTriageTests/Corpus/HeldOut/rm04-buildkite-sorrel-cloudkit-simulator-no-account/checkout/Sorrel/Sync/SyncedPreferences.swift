import Foundation

struct SyncedPreferences {
    let store = NSUbiquitousKeyValueStore.default

    var favoriteCuisine: String? {
        get { store.string(forKey: "favoriteCuisine") }
        nonmutating set { store.set(newValue, forKey: "favoriteCuisine") }
    }

    @discardableResult
    func push() -> Bool { store.synchronize() }
}
