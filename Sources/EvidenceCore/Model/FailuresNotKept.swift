/// Failed tests a reader counted but did not keep (issue 28, part 5). Past
/// `TestResultCollector.maximumFailedTests` a new failed test costs no id, message or place: it is
/// counted by suite and remembered by a 48-bit hash of its suite and name, so a later line of the
/// same test (its retry, the `Failing tests:` summary, a late issue) finds it and it is counted
/// once. 8 bytes a test, for at most `maximumRemembered` tests (a 16 MB table); past them failures
/// are still counted, not remembered. Every report says how many failed, and how many it did not keep.
package struct FailuresNotKept: Sendable, Equatable {
    /// Failed tests counted and not kept.
    package private(set) var count = 0
    /// Failures of the suites past `suiteLimit`, counted together.
    package private(set) var otherSuites = 0
    private var suites: [String] = []
    private var suiteCounts: [Int] = []
    private var suiteIndex: [String: Int] = [:]
    /// Open addressing, a power of two long, at most half full: the hash's top 48 bits, then the
    /// suite's index (`otherSuite`, or `uncounted` once the test is counted elsewhere). 0 is free.
    private var table: [UInt64] = []
    private var remembered = 0

    /// Suites counted one by one; a hostile log could give every failure its own.
    package static let suiteLimit = 1_000
    package static let maximumRemembered = 1 << 20
    private static let otherSuite: UInt64 = 0xFFFF
    private static let uncounted: UInt64 = 0xFFFE

    package init() {}

    package var isEmpty: Bool { count == 0 && remembered == 0 }

    /// The counts by suite, most first (ties by name), then the failures of further suites.
    package var bySuite: [(suite: String, count: Int)] {
        zip(suites, suiteCounts).filter { $0.1 > 0 }.map { (suite: $0.0, count: $0.1) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.suite < $1.suite }
    }

    /// Whether a failed test of this suite and name (any module) is counted here.
    package func contains(suite: String, name: String) -> Bool {
        guard let slot = slot(Self.hash(suite, name)) else { return false }
        return table[slot] != 0 && table[slot] & 0xFFFF != Self.uncounted
    }

    /// Counts a failed test not kept; false when it is already remembered (counted, or taken back).
    @discardableResult
    package mutating func add(suite: String, name: String) -> Bool {
        let hash = Self.hash(suite, name)
        if let slot = slot(hash), table[slot] != 0 { return false }
        let tag = tag(forSuite: suite)
        count += 1
        if remembered < Self.maximumRemembered { insert(hash, tag: tag) }
        return true
    }

    /// Takes a counted test back (it passed on a retry, or another source keeps it); false when
    /// it is not counted here.
    @discardableResult
    package mutating func remove(suite: String, name: String) -> Bool {
        guard let slot = slot(Self.hash(suite, name)), table[slot] != 0 else { return false }
        let tag = table[slot] & 0xFFFF
        guard tag != Self.uncounted else { return false }
        table[slot] = table[slot] & ~0xFFFF | Self.uncounted
        uncount(tag)
        return true
    }

    /// Another source's failures not kept: a test both count (remembered by both) is counted once.
    package mutating func merge(_ other: FailuresNotKept) {
        var rememberedBySuite = [Int](repeating: 0, count: other.suites.count)
        var rememberedOther = 0
        for entry in other.table where entry != 0 && entry & 0xFFFF != Self.uncounted {
            let otherTag = entry & 0xFFFF
            let suite = otherTag == Self.otherSuite ? nil : other.suites[Int(otherTag)]
            if suite != nil { rememberedBySuite[Int(otherTag)] += 1 } else { rememberedOther += 1 }
            let hash = entry & ~0xFFFF
            if let slot = slot(hash), table[slot] != 0 { continue }
            count += 1
            var tag = Self.otherSuite
            if let suite { tag = self.tag(forSuite: suite) } else { otherSuites += 1 }
            if remembered < Self.maximumRemembered { insert(hash, tag: tag) }
        }
        // Failures the other counted past what it remembers: added as they are.
        for (index, suite) in other.suites.enumerated() {
            let unremembered = other.suiteCounts[index] - rememberedBySuite[index]
            guard unremembered > 0 else { continue }
            count += unremembered
            _ = tag(forSuite: suite, adding: unremembered)
        }
        let unrememberedOther = other.otherSuites - rememberedOther
        if unrememberedOther > 0 {
            count += unrememberedOther
            otherSuites += unrememberedOther
        }
    }

    // MARK: - Counts and table

    /// The suite's tag, its count raised by `adding`: its index, or `otherSuite` past the limit.
    private mutating func tag(forSuite suite: String, adding: Int = 1) -> UInt64 {
        if let index = suiteIndex[suite] {
            suiteCounts[index] += adding
            return UInt64(index)
        }
        guard suites.count < Self.suiteLimit else {
            otherSuites += adding
            return Self.otherSuite
        }
        suiteIndex[suite] = suites.count
        suites.append(suite)
        suiteCounts.append(adding)
        return UInt64(suites.count - 1)
    }

    private mutating func uncount(_ tag: UInt64) {
        count -= 1
        if tag == Self.otherSuite { otherSuites -= 1 } else { suiteCounts[Int(tag)] -= 1 }
    }

    /// The slot holding `hash`, or the free one where it would go; nil when the table is empty.
    private func slot(_ hash: UInt64) -> Int? {
        guard !table.isEmpty else { return nil }
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash >> 16) & mask
        while table[slot] != 0, table[slot] & ~0xFFFF != hash { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func insert(_ hash: UInt64, tag: UInt64) {
        if (remembered + 1) * 2 > table.count {
            let old = table
            table = [UInt64](repeating: 0, count: max(64, old.count * 2))
            for entry in old where entry != 0 { table[slot(entry & ~0xFFFF)!] = entry }
        }
        table[slot(hash)!] = hash | tag
        remembered += 1
    }

    /// FNV-1a over the suite, a NUL and the name, mixed (splitmix64); the top 48 bits, never 0.
    static func hash(_ suite: String, _ name: String) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in suite.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
        value = (value ^ 0) &* 0x100_0000_01B3
        for byte in name.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return value & ~0xFFFF | 0x1_0000
    }
}
