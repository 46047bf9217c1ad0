/// Reads the tar stream beside libarchive, block by block, for what libarchive passes over without
/// a word: every byte of every header, the padding after each entry's data, and the end-of-archive
/// blocks. libarchive reads a name up to its NUL and never looks at the link name of a regular
/// file, the user and group names, the device numbers or the padding, so text placed there (an
/// unredacted token) would pass. Each field is held to what collect writes (`ArchiveWriter`: pax
/// restricted, mode 0644, owner 0:0, one mtime), accepting the spellings of a faithful re-pack
/// (Python's tarfile, GNU tar) but no byte of text collect would not have written; docs/security.md
/// lists the rules. Streaming: it keeps one header and at most `maximumPaxSize` of pax records.
package final class TarHeaderAudit {
    package struct Finding: Equatable, Sendable {
        package var path: String
        package var reason: String
    }

    /// Records of one pax header past this are not collect's (it writes one `path`).
    static let maximumPaxSize = 64 << 10
    /// Findings kept; the rest are counted (an archive of a million bad headers stays small).
    static let maximumFindings = 1000

    package private(set) var findings: [Finding] = []
    package private(set) var omittedFindings = 0

    private enum State {
        case header
        /// Entry data, not looked at here (verify hashes it), then `padding` bytes that must be zero.
        case data(remaining: Int64, padding: Int, path: String)
        case padding(remaining: Int, nonZero: Int, path: String)
        /// A pax header's records, or (`longName`) a GNU long name, gathered whole.
        case paxRecords(remaining: Int64, padding: Int, longName: Bool)
        /// At the first end-of-archive block (what follows, the second block included, is
        /// `ArchiveReader.finishStream`'s to prove zero), or lost (a header libarchive itself
        /// refuses): nothing more is read here.
        case done
    }

    private var state = State.header
    private var block: [UInt8] = []
    private var pax: [UInt8] = []
    /// What the last pax header said, for the header it precedes.
    private var paxPath: [UInt8]?
    private var paxSize: Int64?
    private var paxHeaderName: [UInt8]?
    /// What is wrong with the last pax header, said of the entry it precedes.
    private var paxProblems: [String] = []
    private var archiveTime: Int64?

    package init() {
        block.reserveCapacity(512)
    }

    package func consume(_ chunk: UnsafeRawBufferPointer) {
        var index = 0
        while index < chunk.count {
            switch state {
            case .done: return
            case .header:
                let take = min(512 - block.count, chunk.count - index)
                block.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[index..<(index + take)]))
                index += take
                if block.count == 512 {
                    header(block)
                    block.removeAll(keepingCapacity: true)
                }
            case .data(let remaining, let padding, let path):
                let take = Int(min(remaining, Int64(chunk.count - index)))
                index += take
                if Int64(take) == remaining { state = padding > 0 ? .padding(remaining: padding, nonZero: 0, path: path) : .header } else {
                    state = .data(remaining: remaining - Int64(take), padding: padding, path: path)
                }
            case .padding(let remaining, let nonZero, let path):
                let take = min(remaining, chunk.count - index)
                let found = nonZero + Self.nonZero(chunk, index, take)
                index += take
                if take < remaining { state = .padding(remaining: remaining - take, nonZero: found, path: path); continue }
                if found > 0 { note(path, "has \(found) byte\(found == 1 ? "" : "s") that are not zero in the padding after its data (collect pads with zeros)") }
                state = .header
            case .paxRecords(let remaining, let padding, let longName):
                let take = Int(min(remaining, Int64(chunk.count - index)))
                if pax.count + take <= Self.maximumPaxSize { pax.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[index..<(index + take)])) }
                index += take
                if Int64(take) < remaining { state = .paxRecords(remaining: remaining - Int64(take), padding: padding, longName: longName); continue }
                if longName { self.longName() } else { records() }
                state = padding > 0 ? .padding(remaining: padding, nonZero: 0, path: "(a pax header)") : .header
            }
        }
    }

    private static func nonZero(_ chunk: UnsafeRawBufferPointer, _ start: Int, _ count: Int) -> Int {
        var found = 0
        for offset in start..<(start + count) where chunk[offset] != 0 { found += 1 }
        return found
    }

    private func note(_ path: String, _ reason: String) {
        guard findings.count < Self.maximumFindings else {
            omittedFindings += 1
            return
        }
        findings.append(Finding(path: path, reason: reason))
    }

    private func header(_ bytes: [UInt8]) {
        if bytes.allSatisfy({ $0 == 0 }) {
            state = .done
            return
        }
        let header = TarHeaderFields(bytes)
        // A header libarchive cannot read ends its reading, and so this one's.
        guard header.checksumMatches, let declared = header.number(.size) else {
            state = .done
            return
        }
        switch header.type {
        case UInt8(ascii: "x"):
            let problems = check(header, isPax: true)
            if !problems.isEmpty { paxProblems.append("has a pax header whose " + problems.joined(separator: ", ")) }
            paxHeaderName = header.name
            pax.removeAll(keepingCapacity: true)
            state = declared > 0 ? .paxRecords(remaining: declared, padding: Self.padding(declared), longName: false) : .header
        case UInt8(ascii: "L") where header.name == Array("././@LongLink".utf8):
            // GNU tar's long name (a re-pack with `tar czf`): the next entry's path, then NULs.
            let problems = check(header, isPax: true)
            if !problems.isEmpty { paxProblems.append("has a GNU long-name header whose " + problems.joined(separator: ", ")) }
            pax.removeAll(keepingCapacity: true)
            state = declared > 0 ? .paxRecords(remaining: declared, padding: Self.padding(declared), longName: true) : .header
        case UInt8(ascii: "0"), 0, UInt8(ascii: "5"):
            let path = paxPath ?? header.name
            let display = String(decoding: path, as: UTF8.self)
            let problems = check(header, isPax: false)
            if !problems.isEmpty { note(display, "has a header whose " + problems.joined(separator: ", ")) }
            for problem in paxProblems { note(display, problem) }
            if paxPath != nil, !Self.abbreviates(header.name, path) {
                note(display, "has a name field (\(String(decoding: header.name, as: UTF8.self))) that is not its path's as collect abbreviates it")
            }
            if let name = paxHeaderName, !Self.namesPaxHeader(name, of: path) {
                note(display, "has a pax header named \(String(decoding: name, as: UTF8.self)), not after its path as collect names it")
            }
            let size = paxSize ?? declared
            (paxPath, paxSize, paxHeaderName, paxProblems) = (nil, nil, nil, [])
            state = .data(remaining: size, padding: Self.padding(size), path: display)
        default:
            // Links and devices are refused by verify from libarchive's reading; other types
            // (GNU long names, global pax headers) are headers collect never writes.
            let path = String(decoding: paxPath ?? header.name, as: UTF8.self)
            if !TarHeaderFields.linkAndDeviceTypes.contains(header.type) {
                note(path, "has a header of type '\(String(decoding: [header.type], as: UTF8.self))', which collect never writes")
            }
            (paxPath, paxSize, paxHeaderName, paxProblems) = (nil, nil, nil, [])
            state = .data(remaining: declared, padding: Self.padding(declared), path: path)
        }
    }

    private static func padding(_ size: Int64) -> Int { Int((512 - size % 512) % 512) }

    /// Every field but the name's text and the numbers' values, which verify compares with the
    /// manifest and collect's form (`ManifestCheck.checkForm`) from libarchive's reading.
    private func check(_ header: TarHeaderFields, isPax: Bool) -> [String] {
        var problems: [String] = []
        for field in TarHeaderFields.Field.allCases {
            if let problem = header.problem(field) { problems.append(problem) }
        }
        if isPax {
            // A pax header's own numbers: libarchive gives it the entry's, Python's tarfile zeros.
            let mode = header.number(.mode), mtime = header.number(.mtime)
            if mode != 0, mode != 0o644 { problems.append("its mode is not 0644") }
            if header.number(.uid) != 0 || header.number(.gid) != 0 { problems.append("its owner is not 0:0") }
            if mtime != 0, mtime != archiveTime { problems.append("its mtime is not the archive's") }
        } else if archiveTime == nil {
            archiveTime = header.number(.mtime)
        }
        return problems
    }

    private func longName() {
        let end = pax.firstIndex(of: 0) ?? pax.endIndex
        if !pax[end...].allSatisfy({ $0 == 0 }) { paxProblems.append("has a GNU long name holding text after its NUL") }
        paxPath = Array(pax[..<end])
        paxHeaderName = nil
    }

    /// `LENGTH key=value\n` records: collect's writer sets only `path` (and `size`, past 8 GiB).
    private func records() {
        var rest = pax[...]
        while !rest.isEmpty {
            guard let space = rest.firstIndex(of: UInt8(ascii: " ")),
                  let length = Int(String(decoding: rest[rest.startIndex..<space], as: UTF8.self)), length > 0,
                  length <= rest.count, rest[rest.startIndex + length - 1] == UInt8(ascii: "\n"),
                  let equals = rest[space..<(rest.startIndex + length)].firstIndex(of: UInt8(ascii: "=")) else {
                paxProblems.append("has a pax header whose records are not well formed")
                return
            }
            let key = String(decoding: rest[(space + 1)..<equals], as: UTF8.self)
            let value = Array(rest[(equals + 1)..<(rest.startIndex + length - 1)])
            switch key {
            case "path": paxPath = value
            case "size": paxSize = Int64(String(decoding: value, as: UTF8.self))
            default: paxProblems.append("has a pax header setting '\(key)', which collect never writes")
            }
            rest = rest[(rest.startIndex + length)...]
        }
    }

    /// Whether `short` (a ustar name beside a pax path) is `path` shortened as tar writers do:
    /// its bytes in the path's order, `?` standing for one non-ASCII character (Python's tarfile).
    /// No text but the path's can stand there.
    static func abbreviates(_ short: [UInt8], _ path: [UInt8]) -> Bool {
        var position = 0
        for byte in short {
            var matched = false
            while position < path.count, !matched {
                let candidate = path[position]
                position += 1
                if candidate == byte {
                    matched = true
                } else if byte == UInt8(ascii: "?"), candidate >= 0x80 {
                    while position < path.count, path[position] & 0xC0 == 0x80 { position += 1 }
                    matched = true
                }
            }
            if !matched { return false }
        }
        return true
    }

    /// A pax header's own name: Python's fixed `././@PaxHeader`, or libarchive's `PaxHeader/`
    /// inserted in the entry's path (shortened like any name).
    static func namesPaxHeader(_ name: [UInt8], of path: [UInt8]) -> Bool {
        if name == Array("././@PaxHeader".utf8) { return true }
        let marker = Array("PaxHeader/".utf8)
        guard let start = (0...max(0, name.count - marker.count)).first(where: { name.count >= marker.count && Array(name[$0..<($0 + marker.count)]) == marker }) else { return false }
        return abbreviates(Array(name[..<start]) + Array(name[(start + marker.count)...]), path)
    }
}

/// One 512-byte ustar header, field by field.
struct TarHeaderFields {
    enum Field: Int, CaseIterable {
        case nameTail, mode, uid, gid, size, mtime, checksum, linkname, magic, uname, gname, devmajor, devminor, prefixTail, padding

        /// The ustar layout, in the cases' order (the type flag, byte 156, is read on its own).
        private static let ranges: [Range<Int>] = [
            0..<100, 100..<108, 108..<116, 116..<124, 124..<136, 136..<148, 148..<156, 157..<257,
            257..<265, 265..<297, 297..<329, 329..<337, 337..<345, 345..<500, 500..<512,
        ]

        var range: Range<Int> { Self.ranges[rawValue] }
    }

    static let linkAndDeviceTypes: Set<UInt8> = Set("123467".utf8)
    static let rootNames: Set<[UInt8]> = [Array("root".utf8), Array("wheel".utf8)]

    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var type: UInt8 { bytes[156] }

    /// The text of a NUL-terminated field.
    func text(_ range: Range<Int>) -> [UInt8] {
        let field = bytes[range]
        return Array(field[..<(field.firstIndex(of: 0) ?? field.endIndex)])
    }

    /// `prefix/name` as the header spells it.
    var name: [UInt8] {
        let prefix = text(Field.prefixTail.range), name = text(Field.nameTail.range)
        return prefix.isEmpty ? name : prefix + [UInt8(ascii: "/")] + name
    }

    /// An octal field as tar writers spell it: spaces, digits, then a space or NUL, and nothing
    /// after but spaces and NULs. nil for anything else (base-256, text).
    func number(_ field: Field) -> Int64? {
        var value: Int64 = 0
        var digits = 0
        var ended = false
        for byte in bytes[field.range] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "7") where !ended:
                guard value < Int64.max >> 3 else { return nil }
                value = value << 3 | Int64(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: " ") where digits == 0 && !ended: continue
            case UInt8(ascii: " "), 0: ended = true
            default: return nil
            }
        }
        return digits > 0 ? value : nil
    }

    /// The sum of the bytes as unsigned or (old writers) signed, as libarchive accepts either.
    var checksumMatches: Bool {
        var unsigned: Int64 = 0, signed: Int64 = 0
        for (offset, byte) in bytes.enumerated() {
            let counted = Field.checksum.range.contains(offset) ? UInt8(ascii: " ") : byte
            unsigned += Int64(counted)
            signed += Int64(Int8(bitPattern: counted))
        }
        return number(.checksum) == unsigned || number(.checksum) == signed
    }

    private func zero(_ field: Field) -> Bool { bytes[field.range].allSatisfy { $0 == 0 } }

    /// Why a field is not as collect writes it, or nil.
    func problem(_ field: Field) -> String? {
        switch field {
        case .nameTail, .prefixTail:
            let range = field.range
            let end = bytes[range].firstIndex(of: 0) ?? range.upperBound
            return bytes[end..<range.upperBound].allSatisfy { $0 == 0 } ? nil : "\(field == .nameTail ? "name" : "prefix") field holds text after its NUL"
        case .mode, .uid, .gid, .size, .mtime, .checksum:
            return number(field) == nil ? "\(field) field is not an octal number" : nil
        case .linkname: return zero(field) ? nil : "link name field is not empty"
        case .magic:
            // POSIX, or GNU tar's own (a re-pack with `tar czf`).
            let magic = Array(bytes[field.range])
            return magic == Array("ustar\u{0}00".utf8) || magic == Array("ustar  \u{0}".utf8) ? nil : "magic is not ustar"
        case .uname, .gname:
            // Empty, or the names of owner 0 (GNU tar re-packing as root).
            return zero(field) || Self.rootNames.contains(text(field.range)) ? nil : "\(field) field is not empty or root's"
        case .devmajor, .devminor: return zero(field) || number(field) == 0 ? nil : "\(field) field is not empty or zero"
        case .padding: return zero(field) ? nil : "last 12 bytes (padding) are not zero"
        }
    }
}
