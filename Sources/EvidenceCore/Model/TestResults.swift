#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Test results held compactly: a run of 700,000 tests is mostly passes, and a pass is a few dozen
/// bytes here — interned module, suite, name and path, its one result line, and that line's excerpt
/// in one shared byte arena — where a `TestResult` with its own strings and arrays costs several
/// hundred. Only a test with issues or more than one pointer keeps them as values (`Detail`).
/// Reading an element builds the `TestResult`; an index finds a test by id without one.
package struct TestResults: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Sendable {
    /// One test. Ids are indices into `strings`; `noString` stands for nil.
    struct Record: Sendable {
        var module: Int32
        var suite: Int32
        var name: Int32
        var status: TestStatus
        /// NaN when unknown.
        var duration: Double
        /// Its only evidence pointer, when `detail` is `noDetail`: path, line (`noLine`: none) and
        /// excerpt bytes in `arena` (`excerptCount == noExcerpt`: none). `path == noString`: no pointer.
        var path: Int32
        var line: Int32
        var excerptStart: UInt32
        var excerptCount: UInt32
        /// Index into `details` when the test keeps issues or several pointers.
        var detail: Int32
    }

    struct Detail: Sendable {
        var issues: [TestIssue]
        var evidence: [EvidencePointer]
        /// What the test attached (screenshots), by archive path: failures only, in practice.
        var attachments: [EvidencePointer] = []

        mutating func withParts(_ body: (inout [TestIssue], inout [EvidencePointer]) -> Void) { body(&issues, &evidence) }
    }

    /// A test's id in interned form: what the index hashes instead of three strings.
    struct Key: Hashable, Sendable {
        var module: Int32
        var suite: Int32
        var name: Int32
    }

    static let noString: Int32 = -1
    static let noLine: Int32 = -1
    static let noDetail: Int32 = -1
    static let noExcerpt = UInt32.max
    /// The excerpt is the result line XCTest or Swift Testing prints for a pass, rebuilt from the id
    /// and the milliseconds in `excerptStart`: most of a big log's results, and no arena bytes.
    static let xctestPassedLine = UInt32.max - 1
    static let swiftTestingPassedLine = UInt32.max - 2

    private(set) var strings: [String] = []
    private var stringIndex: [String: Int32] = [:]
    private(set) var records: [Record] = []
    private var details: [Detail] = []
    private var arena: [UInt8] = []
    /// First position of each id, and of every `Suite/name` whatever its module.
    private var positions = PositionTable()
    private var suiteAndNames = PositionTable()
    /// The last evidence path interned: every result of one log points into the same file.
    private var lastPath: (path: String, id: Int32)?
    /// The last module and suite interned: consecutive tests mostly share them, and comparing is
    /// cheaper than hashing.
    private var lastModule: (string: String, id: Int32)?
    private var lastSuite: (string: String, id: Int32)?

    package init() {}

    package init(_ results: some Sequence<TestResult>) {
        for result in results { append(result) }
    }

    package init(arrayLiteral results: TestResult...) {
        self.init(results)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { records.count }

    package subscript(position: Int) -> TestResult {
        get { result(records[position]) }
        set {
            let old = records[position]
            let record = encode(newValue, replacingDetail: old.detail)
            records[position] = record
            let oldKey = Key(module: old.module, suite: old.suite, name: old.name)
            let newKey = Key(module: record.module, suite: record.suite, name: record.name)
            if oldKey != newKey { reindex() }
        }
    }

    package mutating func append(_ result: TestResult) {
        let record = encode(result, replacingDetail: Self.noDetail)
        records.append(record)
        index(record, at: records.count - 1)
    }

    /// Appends a test whose id `internedKey(of:)` gave: its strings are not hashed again.
    mutating func append(_ key: Key, _ id: TestIdentifier, _ status: TestStatus, duration: Double?, issues: [TestIssue], evidence: [EvidencePointer]) {
        let record = encode(key, id, status, duration, issues: issues, evidence: evidence, attachments: [], replacingDetail: Self.noDetail)
        records.append(record)
        index(record, at: records.count - 1)
    }

    package mutating func append(contentsOf results: some Sequence<TestResult>) {
        for result in results { append(result) }
    }

    // MARK: - Without building a `TestResult`

    package func status(at position: Int) -> TestStatus { records[position].status }

    package func id(at position: Int) -> TestIdentifier { identifier(records[position]) }

    /// Whether the test's id names its module, without building the id.
    package func hasModule(at position: Int) -> Bool { records[position].module != Self.noString }

    /// The test's module's interned id, without building the id (nil when it names none; `interned(_:)` spells it).
    package func moduleID(at position: Int) -> Int32? {
        records[position].module == Self.noString ? nil : records[position].module
    }

    /// Whether no id occurs twice.
    package var hasUniqueIDs: Bool { positions.count == records.count }

    /// How many tests have this status.
    package func count(of status: TestStatus) -> Int {
        records.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// The position of the first test with this id.
    package func position(of id: TestIdentifier) -> Int? {
        key(of: id).flatMap(position(of:))
    }

    func position(of key: Key) -> Int? {
        positions.find(Self.hash(key), records) { Self.key($0) == key }.map(Int.init)
    }

    /// The id in interned form, interning what is new: a test looked up and then appended has its
    /// strings hashed once.
    mutating func internedKey(of id: TestIdentifier) -> Key {
        var module = Self.noString
        if let name = id.module {
            if let last = lastModule, last.string == name {
                module = last.id
            } else {
                module = intern(name)
                lastModule = (name, module)
            }
        }
        let suite: Int32
        if let last = lastSuite, last.string == id.suite {
            suite = last.id
        } else {
            suite = intern(id.suite)
            lastSuite = (id.suite, suite)
        }
        return Key(module: module, suite: suite, name: intern(id.name))
    }

    /// The interned form of `string`, when an id here holds it.
    package func internedID(_ string: String) -> Int32? { stringIndex[string] }

    /// How many strings are interned: interned ids are below.
    package var internedCount: Int { strings.count }

    /// The text of an interned id (`suiteID(at:)`, `nameID(at:)`).
    package func interned(_ id: Int32) -> String { strings[Int(id)] }

    /// The interned suite of the test at `position`.
    package func suiteID(at position: Int) -> Int32 { records[position].suite }

    /// The interned name of the test at `position`.
    package func nameID(at position: Int) -> Int32 { records[position].name }

    /// Whether a test with this suite and name is here, whatever its module.
    package func contains(suite: String, name: String) -> Bool {
        firstPosition(suite: suite, name: name) != nil
    }

    /// The position of the first test with this suite and name, whatever its module.
    package func firstPosition(suite: String, name: String) -> Int? {
        guard let suite = stringIndex[suite], let name = stringIndex[name] else { return nil }
        return suiteAndNames.find(Self.hash(suite, name), records) { $0.suite == suite && $0.name == name }.map(Int.init)
    }

    package func issueCount(at position: Int) -> Int {
        let detail = records[position].detail
        return detail == Self.noDetail ? 0 : details[Int(detail)].issues.count
    }

    package func evidenceCount(at position: Int) -> Int {
        let record = records[position]
        if record.detail != Self.noDetail { return details[Int(record.detail)].evidence.count }
        return record.path == Self.noString ? 0 : 1
    }

    package func issues(at position: Int) -> [TestIssue] {
        let detail = records[position].detail
        return detail == Self.noDetail ? [] : details[Int(detail)].issues
    }

    package mutating func setStatus(_ status: TestStatus, at position: Int) { records[position].status = status }

    /// Adds to the test's duration (a known one starts from zero).
    package mutating func addDuration(_ duration: Double, at position: Int) {
        let current = records[position].duration
        records[position].duration = (current.isNaN ? 0 : current) + duration
    }

    /// Changes a test's issues and evidence in place (a retry adds its own).
    package mutating func modifyDetail(at position: Int, _ body: (inout [TestIssue], inout [EvidencePointer]) -> Void) {
        var detail = records[position].detail
        if detail == Self.noDetail {
            detail = Int32(details.count)
            details.append(Detail(issues: [], evidence: pointer(records[position]).map { [$0] } ?? []))
            records[position].detail = detail
            records[position].path = Self.noString
        }
        details[Int(detail)].withParts(body)
    }

    /// Adds attachments the test does not have yet (another source's view of it).
    package mutating func addAttachments(_ attachments: [EvidencePointer], at position: Int) {
        guard !attachments.isEmpty else { return }
        modifyDetail(at: position) { _, _ in }
        let detail = Int(records[position].detail)
        for pointer in attachments where !details[detail].attachments.contains(pointer) { details[detail].attachments.append(pointer) }
    }

    /// Gives the test at `position` another id; `removeAll(where:)` then indexes it.
    mutating func rename(at position: Int, to id: TestIdentifier) {
        // A pass line rebuilt from the old id keeps its text: the new id would rebuild another.
        let count = records[position].excerptCount
        if count == Self.xctestPassedLine || count == Self.swiftTestingPassedLine, let excerpt = pointer(records[position])?.excerpt {
            records[position].excerptStart = UInt32(arena.count)
            records[position].excerptCount = UInt32(excerpt.utf8.count)
            arena.append(contentsOf: excerpt.utf8)
        }
        records[position].module = id.module.map { intern($0) } ?? Self.noString
        records[position].suite = intern(id.suite)
        records[position].name = intern(id.name)
    }

    /// Gives the test at `position` another id, indexed at once (a test named without its suite that
    /// another source names with it).
    package mutating func renameIndexed(at position: Int, to id: TestIdentifier) {
        rename(at: position, to: id)
        reindex()
    }

    /// Drops the tests at the positions `remove` accepts, keeping the order (they joined another test).
    mutating func removeAll(where remove: (Int) -> Bool) {
        var kept: [Record] = []
        kept.reserveCapacity(records.count)
        for position in records.indices where !remove(position) { kept.append(records[position]) }
        records = kept
        reindex()
    }

    // MARK: - Encoding

    private mutating func intern(_ string: String) -> Int32 {
        if let known = stringIndex[string] { return known }
        let id = Int32(strings.count)
        strings.append(string)
        stringIndex[string] = id
        return id
    }

    private func key(of id: TestIdentifier) -> Key? {
        var module = Self.noString
        if let name = id.module {
            guard let known = stringIndex[name] else { return nil }
            module = known
        }
        guard let suite = stringIndex[id.suite], let name = stringIndex[id.name] else { return nil }
        return Key(module: module, suite: suite, name: name)
    }

    private static func key(_ record: Record) -> Key {
        Key(module: record.module, suite: record.suite, name: record.name)
    }

    /// Mixes interned ids into a table hash (splitmix64's finaliser): ids are small dense integers.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private static func hash(_ suite: Int32, _ name: Int32) -> UInt64 {
        mix(UInt64(UInt32(bitPattern: suite)) << 32 | UInt64(UInt32(bitPattern: name)))
    }

    private static func hash(_ key: Key) -> UInt64 {
        mix(hash(key.suite, key.name) ^ UInt64(UInt32(bitPattern: key.module)))
    }

    /// Indexes the record at `position`, which is already in `records`.
    private mutating func index(_ record: Record, at position: Int) {
        let key = Self.key(record)
        let keyHash = Self.hash(key)
        if positions.find(keyHash, records, { Self.key($0) == key }) == nil {
            positions.insert(Int32(position), hash: keyHash, records) { Self.hash(Self.key($0)) }
        }
        let suiteHash = Self.hash(record.suite, record.name)
        if suiteAndNames.find(suiteHash, records, { $0.suite == record.suite && $0.name == record.name }) == nil {
            suiteAndNames.insert(Int32(position), hash: suiteHash, records) { Self.hash($0.suite, $0.name) }
        }
    }

    private mutating func reindex() {
        positions = PositionTable()
        suiteAndNames = PositionTable()
        for position in records.indices { index(records[position], at: position) }
    }

    private mutating func encode(_ result: TestResult, replacingDetail oldDetail: Int32) -> Record {
        encode(internedKey(of: result.id), result.id, result.status, result.duration, issues: result.issues, evidence: result.evidence,
               attachments: result.attachments, replacingDetail: oldDetail)
    }

    private mutating func encode(_ key: Key, _ id: TestIdentifier, _ status: TestStatus, _ duration: Double?, issues: [TestIssue], evidence: [EvidencePointer],
                                 attachments: [EvidencePointer], replacingDetail oldDetail: Int32) -> Record {
        var record = Record(
            module: key.module, suite: key.suite, name: key.name, status: status, duration: duration ?? .nan,
            path: Self.noString, line: Self.noLine, excerptStart: 0, excerptCount: Self.noExcerpt, detail: Self.noDetail)
        if issues.isEmpty, attachments.isEmpty, evidence.count <= 1, let compact = compactPointer(evidence.first, of: id, status: status, duration: duration) {
            (record.path, record.line, record.excerptStart, record.excerptCount) = compact
            return record
        }
        let detail = Detail(issues: issues, evidence: evidence, attachments: attachments)
        if oldDetail != Self.noDetail {
            details[Int(oldDetail)] = detail
            record.detail = oldDetail
        } else {
            record.detail = Int32(details.count)
            details.append(detail)
        }
        return record
    }

    /// The pointer in compact form, or nil when it does not fit one (a line beyond Int32).
    private mutating func compactPointer(_ pointer: EvidencePointer?, of id: TestIdentifier, status: TestStatus, duration: Double?) -> (Int32, Int32, UInt32, UInt32)? {
        guard let pointer else { return (Self.noString, Self.noLine, 0, Self.noExcerpt) }
        var line = Self.noLine
        if let number = pointer.line {
            guard number >= 0, number < Int(Int32.max) else { return nil }
            line = Int32(number)
        }
        var start: UInt32 = 0
        var count = Self.noExcerpt
        if let excerpt = pointer.excerpt, let rebuilt = rebuiltExcerpt(excerpt, of: id, status: status, duration: duration) {
            (start, count) = rebuilt
        } else if let excerpt = pointer.excerpt {
            let bytes = excerpt.utf8.count
            guard arena.count + bytes < Int(UInt32.max) else { return nil }
            start = UInt32(arena.count)
            count = UInt32(bytes)
            arena.append(contentsOf: excerpt.utf8)
        }
        if let last = lastPath, last.path == pointer.path { return (last.id, line, start, count) }
        let path = intern(pointer.path)
        lastPath = (pointer.path, path)
        return (path, line, start, count)
    }

    /// The sentinel and milliseconds when `excerpt` is exactly the pass line rebuilt from them.
    private func rebuiltExcerpt(_ excerpt: String, of id: TestIdentifier, status: TestStatus, duration: Double?) -> (UInt32, UInt32)? {
        guard status == .passed, let duration, duration < 4e6 else { return nil }
        let milliseconds = UInt32((duration * 1000).rounded())
        for kind in [Self.xctestPassedLine, Self.swiftTestingPassedLine] where Self.excerpt(excerpt, isPassedLine: kind, of: id, milliseconds: milliseconds) {
            return (milliseconds, kind)
        }
        return nil
    }

    /// Whether `excerpt` is the line `passedLine` would rebuild, compared byte by byte in place:
    /// building the line, or its parts, for every pass of a big log costs more.
    private static func excerpt(_ excerpt: String, isPassedLine kind: UInt32, of id: TestIdentifier, milliseconds: UInt32) -> Bool {
        var excerpt = excerpt
        return excerpt.withUTF8 { Self.bytes($0, arePassedLine: kind, of: id, milliseconds: milliseconds) }
    }

    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, arePassedLine kind: UInt32, of id: TestIdentifier, milliseconds: UInt32) -> Bool {
        var matcher = PassedLineMatcher(bytes: bytes)
        return kind == xctestPassedLine ? matcher.takeXCTestPass(id, milliseconds) : matcher.takeSwiftTestingPass(id, milliseconds)
    }

    /// Appends a passed test whose only evidence is line `line` of `path`, given as its bytes, when
    /// they are the pass line rebuilt from the id and duration (nearly every pass of a big log): no
    /// excerpt string is made for it. False, and nothing appended, otherwise.
    mutating func appendPass(_ key: Key, _ id: TestIdentifier, duration: Double?, path: String, line: Int, lineBytes: UnsafeRawBufferPointer) -> Bool {
        guard line >= 0, line < Int(Int32.max), let duration, duration < 4e6 else { return false }
        let milliseconds = UInt32((duration * 1000).rounded())
        let bytes = UnsafeBufferPointer(start: lineBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: lineBytes.count)
        let kind: UInt32
        if Self.bytes(bytes, arePassedLine: Self.xctestPassedLine, of: id, milliseconds: milliseconds) {
            kind = Self.xctestPassedLine
        } else if Self.bytes(bytes, arePassedLine: Self.swiftTestingPassedLine, of: id, milliseconds: milliseconds) {
            kind = Self.swiftTestingPassedLine
        } else {
            return false
        }
        let pathID: Int32
        if let last = lastPath, last.path == path {
            pathID = last.id
        } else {
            pathID = intern(path)
            lastPath = (path, pathID)
        }
        let record = Record(
            module: key.module, suite: key.suite, name: key.name, status: .passed, duration: duration,
            path: pathID, line: Int32(line), excerptStart: milliseconds, excerptCount: kind, detail: Self.noDetail)
        records.append(record)
        index(record, at: records.count - 1)
        return true
    }

    /// `Test Case '-[Module.Suite name]' passed (0.012 seconds).`, `✔ Test name() passed after 0.012 seconds.`
    private static func passedLine(_ kind: UInt32, _ id: TestIdentifier, _ milliseconds: UInt32) -> String? {
        // Appended into one string: a JSON document rebuilds this for every pass of the run.
        var seconds = String(milliseconds / 1000)
        let fraction = milliseconds % 1000
        seconds += fraction < 10 ? ".00" : fraction < 100 ? ".0" : "."
        seconds += String(fraction)
        var line = ""
        if kind == xctestPassedLine {
            guard let module = id.module else { return nil }
            line.reserveCapacity(40 + module.utf8.count + id.suite.utf8.count + id.name.utf8.count)
            line += "Test Case '-["
            line += module
            line += "."
            line += id.suite
            line += " "
            line += id.name
            line += "]' passed ("
            line += seconds
            line += " seconds)."
            return line
        }
        line.reserveCapacity(40 + id.name.utf8.count)
        line += "\u{2714} Test "
        line += id.name
        line += "() passed after "
        line += seconds
        line += " seconds."
        return line
    }

    // MARK: - Decoding

    private func identifier(_ record: Record) -> TestIdentifier {
        var id = TestIdentifier(module: nil, suite: strings[Int(record.suite)], name: "")
        // Assigned, not passed to init: the stored name is already normalised (no `()` to strip).
        id.name = strings[Int(record.name)]
        if record.module != Self.noString { id.module = strings[Int(record.module)] }
        return id
    }

    private func pointer(_ record: Record) -> EvidencePointer? {
        guard record.path != Self.noString else { return nil }
        var excerpt: String?
        if record.excerptCount == Self.xctestPassedLine || record.excerptCount == Self.swiftTestingPassedLine {
            excerpt = Self.passedLine(record.excerptCount, identifier(record), record.excerptStart)
        } else if record.excerptCount != Self.noExcerpt {
            let start = Int(record.excerptStart)
            excerpt = arena.withUnsafeBufferPointer { String(decoding: $0[start..<start + Int(record.excerptCount)], as: UTF8.self) }
        }
        return EvidencePointer(path: strings[Int(record.path)], line: record.line == Self.noLine ? nil : Int(record.line), excerpt: excerpt)
    }

    private func result(_ record: Record) -> TestResult {
        let id = identifier(record)
        let duration = record.duration.isNaN ? nil : record.duration
        if record.detail != Self.noDetail {
            let detail = details[Int(record.detail)]
            return TestResult(id: id, status: record.status, duration: duration, issues: detail.issues, evidence: detail.evidence, attachments: detail.attachments)
        }
        return TestResult(id: id, status: record.status, duration: duration, evidence: pointer(record).map { [$0] } ?? [])
    }
}

/// Positions of records in an open-addressing table, hashed from interned ids: `Dictionary` would
/// run SipHash over three ids for every test, and grow by rehashing them all again.
struct PositionTable: Sendable {
    /// The hash's high half beside the record's position, so a miss rarely reads the record (a
    /// cache miss of its own in a big run); `empty` marks a free slot. A power of two long, at most
    /// half full.
    private var slots: [UInt64] = []
    private(set) var count = 0
    private static let empty = UInt64.max

    /// The first position from `hash` whose record `matches`.
    func find(_ hash: UInt64, _ records: [TestResults.Record], _ matches: (TestResults.Record) -> Bool) -> Int32? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != Self.empty {
            let entry = slots[slot]
            if entry & 0xFFFF_FFFF_0000_0000 == tag, matches(records[Int(entry & 0xFFFF_FFFF)]) { return Int32(entry & 0xFFFF_FFFF) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds a position not in the table; `hashOf` rehashes the records already in when it grows.
    mutating func insert(_ position: Int32, hash: UInt64, _ records: [TestResults.Record], hashOf: (TestResults.Record) -> UInt64) {
        if (count + 1) * 2 > slots.count {
            let old = slots
            slots = Array(repeating: Self.empty, count: max(64, old.count * 2))
            for entry in old where entry != Self.empty {
                let kept = Int32(entry & 0xFFFF_FFFF)
                place(kept, hashOf(records[Int(kept)]))
            }
        }
        place(position, hash)
        count += 1
    }

    private mutating func place(_ position: Int32, _ hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != Self.empty { slot = (slot + 1) & mask }
        slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(UInt32(bitPattern: position))
    }
}

/// Walks a pass line's bytes against the pieces `TestResults.passedLine` joins.
private struct PassedLineMatcher {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    var atEnd: Bool { offset == bytes.count }

    mutating func take(_ literal: StaticString) -> Bool {
        take(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    mutating func take(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { take($0) }
    }

    mutating func take(_ piece: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !piece.isEmpty else { return true }
        guard offset + piece.count <= bytes.count, memcmp(bytes.baseAddress! + offset, piece.baseAddress!, piece.count) == 0 else { return false }
        offset += piece.count
        return true
    }

    /// `Test Case '-[Module.Suite name]' passed (0.012 seconds).`, to the end.
    mutating func takeXCTestPass(_ id: TestIdentifier, _ milliseconds: UInt32) -> Bool {
        guard let module = id.module else { return false }
        return take("Test Case '-[") && take(module) && take(".") && take(id.suite) && take(" ") && take(id.name) && take("]' passed (")
            && takeSeconds(milliseconds) && take(" seconds).") && atEnd
    }

    /// `✔ Test name() passed after 0.012 seconds.`, to the end.
    mutating func takeSwiftTestingPass(_ id: TestIdentifier, _ milliseconds: UInt32) -> Bool {
        take("\u{2714} Test ") && take(id.name) && take("() passed after ") && takeSeconds(milliseconds) && take(" seconds.") && atEnd
    }

    /// `12.034` for 12,034 ms: whole seconds without leading zeros, then exactly three digits.
    mutating func takeSeconds(_ milliseconds: UInt32) -> Bool {
        let start = offset
        var whole: UInt64 = 0
        while offset < bytes.count, offset - start < 12, bytes[offset] >= 0x30, bytes[offset] <= 0x39 {
            whole = whole * 10 + UInt64(bytes[offset] - 0x30)
            offset += 1
        }
        let digits = offset - start
        guard digits > 0, digits == 1 || bytes[start] != 0x30, whole == UInt64(milliseconds / 1000), take(".") else { return false }
        guard offset + 3 <= bytes.count else { return false }
        var fraction: UInt32 = 0
        for index in offset..<offset + 3 {
            guard bytes[index] >= 0x30, bytes[index] <= 0x39 else { return false }
            fraction = fraction * 10 + UInt32(bytes[index] - 0x30)
        }
        offset += 3
        return fraction == milliseconds % 1000
    }
}
