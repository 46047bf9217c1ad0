//
//  FeedStore.swift
//  Tidewell
//

import Foundation
import Observation

@Observable
final class FeedStore {
    static let lastRefreshedKey = "feeds.lastRefreshedAt"

    private let defaults: UserDefaults
    private(set) var items: [FeedItem] = []
    var subscriptions: [URL] = []

    /// Shown in the toolbar ("Updated 5 min ago").
    var lastRefreshedAt: Date? {
        didSet { defaults.set(lastRefreshedAt, forKey: Self.lastRefreshedKey) }
    }

    init(defaults: UserDefaults) {
        self.defaults = defaults
        // Read once. Nothing re-reads the key when another FeedStore instance
        // (the background refresh one) writes it.
        self.lastRefreshedAt = defaults.object(forKey: Self.lastRefreshedKey) as? Date
    }

    func merge(_ incoming: [FeedItem]) {
        var byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
        for item in incoming { byID[item.id] = item }
        items = byID.values.sorted { $0.published > $1.published }
    }

    /// Called by the scene when it returns to the foreground.
    func sceneWillEnterForeground() {
        // TODO: refresh counters
    }
}

struct FeedItem: Identifiable, Equatable, Codable {
    let id: String
    let feed: URL
    let title: String
    let published: Date
}
