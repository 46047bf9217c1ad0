//
//  CompactionSchedule.swift
//  Tallowmere
//

import Foundation

/// Remembers when compaction last ran (shown in Settings › Storage).
final class CompactionSchedule {
    static let shared = CompactionSchedule(defaults: .standard)
    private static let key = "ledger.lastCompaction"

    private let defaults: UserDefaults
    init(defaults: UserDefaults) { self.defaults = defaults }

    var lastCompaction: Date? { defaults.object(forKey: Self.key) as? Date }

    func recordRun(at date: Date) { defaults.set(date, forKey: Self.key) }
}
