//
//  HeadlineCache.swift
//  GazetteKit
//

import Foundation

public final class HeadlineCache {
    private let capacity: Int
    private var entries: [(id: String, insertedAt: Date)] = []

    public init(capacity: Int) { self.capacity = capacity }

    public var ids: [String] { entries.map(\.id) }

    public func insert(_ id: String, at date: Date = Date()) {
        entries.removeAll { $0.id == id }
        entries.append((id, date))
        if entries.count > capacity {
            entries.sort { $0.insertedAt < $1.insertedAt }
            entries.removeFirst(entries.count - capacity)
        }
    }
}
