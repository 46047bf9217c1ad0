//
//  PlaybackPositionStore.swift
//  Ottersby
//

import Foundation

final class PlaybackPositionStore {
    private let defaults: UserDefaults
    private let queue = DispatchQueue(label: "com.ottersby.app.position-store")

    init(defaults: UserDefaults) { self.defaults = defaults }

    /// Saves asynchronously so scrubbing never blocks the main thread.
    func save(_ seconds: TimeInterval, for guid: String) {
        queue.async { [defaults] in defaults.set(seconds, forKey: "position.\(guid)") }
    }

    func position(for guid: String) -> TimeInterval {
        defaults.double(forKey: "position.\(guid)")
    }
}
