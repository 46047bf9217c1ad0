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
public struct TestResults: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Sendable {
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
    /// First position of each id, and every `Suite/name` (as suite << 32 | name) whatever its module.
    private var positions: [Key: Int32] = [:]
    private var suiteAndNames: Set<UInt64> = []

    public init() {}

    public init(_ results: some Sequence<TestResult>) {
        for result in results { append(result) }
    }

    public init(arrayLiteral results: TestResult...) {
        self.init(results)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> TestResult {
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

    public mutating func append(_ result: TestResult) {
        let record = encode(result, replacingDetail: Self.noDetail)
        index(record, at: records.count)
        records.append(record)
    }

    public mutating func append(contentsOf results: some Sequence<TestResult>) {
        for result in results { append(result) }
    }

    // MARK: - Without building a `TestResult`

    public func status(at position: Int) -> TestStatus { records[position].status }

    public func id(at position: Int) -> TestIdentifier { identifier(records[position]) }

    /// Whether no id occurs twice.
    public var hasUniqueIDs: Bool { positions.count == records.count }

    /// How many tests have this status.
    public func count(of status: TestStatus) -> Int {
        records.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// The position of the first test with this id.
    public func position(of id: TestIdentifier) -> Int? {
        key(of: id).flatMap { positions[$0] }.map(Int.init)
    }

    /// Whether a test with this suite and name is here, whatever its module.
    public func contains(suite: String, name: String) -> Bool {
        guard let suite = stringIndex[suite], let name = stringIndex[name] else { return false }
        return suiteAndNames.contains(Self.suiteAndName(suite, name))
    }

    public func issueCount(at position: Int) -> Int {
        let detail = records[position].detail
        return detail == Self.noDetail ? 0 : details[Int(detail)].issues.count
    }

    public func evidenceCount(at position: Int) -> Int {
        let record = records[position]
        if record.detail != Self.noDetail { return details[Int(record.detail)].evidence.count }
        return record.path == Self.noString ? 0 : 1
    }

    public func issues(at position: Int) -> [TestIssue] {
        let detail = records[position].detail
        return detail == Self.noDetail ? [] : details[Int(detail)].issues
    }

    mutating func setStatus(_ status: TestStatus, at position: Int) { records[position].status = status }

    /// Adds to the test's duration (a known one starts from zero).
    mutating func addDuration(_ duration: Double, at position: Int) {
        let current = records[position].duration
        records[position].duration = (current.isNaN ? 0 : current) + duration
    }

    /// Changes a test's issues and evidence in place (a retry adds its own).
    mutating func modifyDetail(at position: Int, _ body: (inout [TestIssue], inout [EvidencePointer]) -> Void) {
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
    mutating func addAttachments(_ attachments: [EvidencePointer], at position: Int) {
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

    private static func suiteAndName(_ suite: Int32, _ name: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: suite)) << 32 | UInt64(UInt32(bitPattern: name))
    }

    private mutating func index(_ record: Record, at position: Int) {
        let key = Key(module: record.module, suite: record.suite, name: record.name)
        if positions[key] == nil { positions[key] = Int32(position) }
        suiteAndNames.insert(Self.suiteAndName(record.suite, record.name))
    }

    private mutating func reindex() {
        positions = [:]
        suiteAndNames = []
        for position in records.indices { index(records[position], at: position) }
    }

    private mutating func encode(_ result: TestResult, replacingDetail oldDetail: Int32) -> Record {
        var record = Record(
            module: result.id.module.map { intern($0) } ?? Self.noString, suite: intern(result.id.suite), name: intern(result.id.name),
            status: result.status, duration: result.duration ?? .nan,
            path: Self.noString, line: Self.noLine, excerptStart: 0, excerptCount: Self.noExcerpt, detail: Self.noDetail)
        if result.issues.isEmpty, result.attachments.isEmpty, result.evidence.count <= 1, let compact = compactPointer(result.evidence.first, of: result.id, status: result.status, duration: result.duration) {
            (record.path, record.line, record.excerptStart, record.excerptCount) = compact
            return record
        }
        let detail = Detail(issues: result.issues, evidence: result.evidence, attachments: result.attachments)
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
        return (intern(pointer.path), line, start, count)
    }

    /// The sentinel and milliseconds when `excerpt` is exactly the pass line rebuilt from them.
    private func rebuiltExcerpt(_ excerpt: String, of id: TestIdentifier, status: TestStatus, duration: Double?) -> (UInt32, UInt32)? {
        guard status == .passed, let duration, duration < 4e6 else { return nil }
        let milliseconds = UInt32((duration * 1000).rounded())
        for kind in [Self.xctestPassedLine, Self.swiftTestingPassedLine] {
            // Compared piece by piece: building the line for every pass of a big log costs more.
            guard let parts = Self.passedLineParts(kind, id, milliseconds), Self.excerpt(excerpt, is: parts) else { continue }
            return (milliseconds, kind)
        }
        return nil
    }

    /// Whether `excerpt` is `parts` joined, by comparing bytes in place.
    private static func excerpt(_ excerpt: String, is parts: [String]) -> Bool {
        var excerpt = excerpt
        return excerpt.withUTF8 { bytes in
            var offset = 0
            for var part in parts {
                let matches = part.withUTF8 { piece in
                    piece.isEmpty || (offset + piece.count <= bytes.count && memcmp(bytes.baseAddress! + offset, piece.baseAddress!, piece.count) == 0)
                }
                guard matches else { return false }
                offset += part.utf8.count
            }
            return offset == bytes.count
        }
    }

    /// `Test Case '-[Module.Suite name]' passed (0.012 seconds).`, `✔ Test name() passed after 0.012 seconds.`
    private static func passedLine(_ kind: UInt32, _ id: TestIdentifier, _ milliseconds: UInt32) -> String? {
        passedLineParts(kind, id, milliseconds)?.joined()
    }

    private static func passedLineParts(_ kind: UInt32, _ id: TestIdentifier, _ milliseconds: UInt32) -> [String]? {
        let fraction = String(milliseconds % 1000)
        let seconds = "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
        if kind == xctestPassedLine {
            guard let module = id.module else { return nil }
            return ["Test Case '-[", module, ".", id.suite, " ", id.name, "]' passed (", seconds, " seconds)."]
        }
        return ["\u{2714} Test ", id.name, "() passed after ", seconds, " seconds."]
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
