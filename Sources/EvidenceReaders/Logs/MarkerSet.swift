/// Finds whether a line holds any of a set of byte strings in one pass over the line, where a search
/// per marker costs a scan each (two dozen scans of every line of a 200 MB log). Each marker is
/// anchored on its least common-looking byte pair (a camel hump, an underscore, a capital: rarer in
/// log text than two lower-case letters); a 64 K table says which pairs anchor a marker, and only
/// there is the marker compared. Exact: a line matches if and only if it contains a marker.
struct MarkerSet: Sendable {
    private struct Anchored: Sendable {
        var marker: [UInt8]
        var offset: Int
    }

    /// For each byte pair, 0 or 1 + its index in `groups`.
    private let table: [UInt16]
    private let groups: [[Anchored]]
    /// Markers too short to anchor on a pair.
    private let single: [[UInt8]]

    init(_ markers: [[UInt8]]) {
        var table = [UInt16](repeating: 0, count: 1 << 16)
        var groups: [[Anchored]] = []
        var single: [[UInt8]] = []
        for marker in markers {
            guard marker.count >= 2 else { single.append(marker); continue }
            let offset = (0..<marker.count - 1).min { Self.rank(marker[$0], marker[$0 + 1]) < Self.rank(marker[$1], marker[$1 + 1]) }!
            let pair = Int(marker[offset]) << 8 | Int(marker[offset + 1])
            if table[pair] == 0 {
                groups.append([])
                table[pair] = UInt16(groups.count)
            }
            groups[Int(table[pair]) - 1].append(Anchored(marker: marker, offset: offset))
        }
        self.table = table
        self.groups = groups
        self.single = single
    }

    /// Lower is rarer: lower-case letters are the commonest bytes of log text, then spaces.
    private static func rank(_ first: UInt8, _ second: UInt8) -> Int {
        func weight(_ byte: UInt8) -> Int { byte >= 0x61 && byte <= 0x7A ? 2 : byte == 0x20 ? 1 : 0 }
        return weight(first) + weight(second)
    }

    func matches(_ line: LogLine) -> Bool {
        let bytes = line.bytes
        if !single.isEmpty, single.contains(where: { line.firstIndex(of: $0) != nil }) { return true }
        guard bytes.count >= 2 else { return false }
        return table.withUnsafeBufferPointer { table in
            var previous = Int(bytes[0])
            for index in 1..<bytes.count {
                let current = Int(bytes[index])
                let group = table[previous << 8 | current]
                previous = current
                guard group != 0 else { continue }
                for anchored in groups[Int(group) - 1] where line.hasPrefix(anchored.marker, at: index - 1 - anchored.offset) { return true }
            }
            return false
        }
    }
}
