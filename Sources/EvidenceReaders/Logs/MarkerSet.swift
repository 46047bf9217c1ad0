#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds whether a line holds any of a set of byte strings in one pass over the line, where a search
/// per marker costs a scan each (two dozen scans of every line of a 200 MB log). Each marker is
/// anchored on its least common-looking byte pair (a camel hump, an underscore, a capital: rarer in
/// log text than two lower-case letters); a 64 K table says which pairs anchor a marker, and only
/// there is the marker compared. Exact: a line matches if and only if it contains a marker.
struct MarkerSet: Sendable {
    /// A marker, as where its bytes stand in `bytes` and the offset of its anchoring pair.
    private struct Anchored: Sendable {
        var start: Int
        var count: Int
        var offset: Int
    }

    /// For each byte pair, 0 or 1 + its index in the groups: the markers anchored on that pair are
    /// `anchored[groupStarts[group] ..< groupStarts[group + 1]]`. (Flat arrays, read through their
    /// buffers: an array of arrays retained and released each pair that hits was a fifth of reading a log.)
    private let table: [UInt16]
    private let groupStarts: [Int]
    private let anchored: [Anchored]
    /// Every anchored marker's bytes, end to end.
    private let bytes: [UInt8]
    /// Markers too short to anchor on a pair.
    private let single: [[UInt8]]

    init(_ markers: [[UInt8]]) {
        var table = [UInt16](repeating: 0, count: 1 << 16)
        var groups: [[(marker: [UInt8], offset: Int)]] = []
        var single: [[UInt8]] = []
        for marker in markers {
            guard marker.count >= 2 else { single.append(marker); continue }
            let offset = (0..<marker.count - 1).min { Self.rank(marker[$0], marker[$0 + 1]) < Self.rank(marker[$1], marker[$1 + 1]) }!
            let pair = Int(marker[offset]) << 8 | Int(marker[offset + 1])
            if table[pair] == 0 {
                groups.append([])
                table[pair] = UInt16(groups.count)
            }
            groups[Int(table[pair]) - 1].append((marker, offset))
        }
        var groupStarts: [Int] = [], anchored: [Anchored] = [], bytes: [UInt8] = []
        for group in groups {
            groupStarts.append(anchored.count)
            for (marker, offset) in group {
                anchored.append(Anchored(start: bytes.count, count: marker.count, offset: offset))
                bytes += marker
            }
        }
        groupStarts.append(anchored.count)
        self.table = table
        self.groupStarts = groupStarts
        self.anchored = anchored
        self.bytes = bytes
        self.single = single
    }

    /// Lower is rarer: lower-case letters are the commonest bytes of log text, then spaces.
    private static func rank(_ first: UInt8, _ second: UInt8) -> Int {
        func weight(_ byte: UInt8) -> Int { byte >= 0x61 && byte <= 0x7A ? 2 : byte == 0x20 ? 1 : 0 }
        return weight(first) + weight(second)
    }

    func matches(_ line: LogLine) -> Bool {
        let text = line.bytes
        if !single.isEmpty, single.contains(where: { line.firstIndex(of: $0) != nil }) { return true }
        guard text.count >= 2, let base = text.baseAddress else { return false }
        return table.withUnsafeBufferPointer { table in
            groupStarts.withUnsafeBufferPointer { groupStarts in
                anchored.withUnsafeBufferPointer { anchored in
                    bytes.withUnsafeBytes { markers in
                        var previous = Int(text[0])
                        for index in 1..<text.count {
                            let current = Int(text[index])
                            let group = Int(table[previous << 8 | current])
                            previous = current
                            guard group != 0 else { continue }
                            for marker in anchored[groupStarts[group - 1]..<groupStarts[group]] {
                                let at = index - 1 - marker.offset
                                if at >= 0, at + marker.count <= text.count, memcmp(base + at, markers.baseAddress! + marker.start, marker.count) == 0 { return true }
                            }
                        }
                        return false
                    }
                }
            }
        }
    }
}
