import EvidenceKit
import Foundation

/// Writes result bundles in the on-disk format (Info.plist, Data/data.<ID>, Data/refs.<ID>) for tests
/// that need shapes the real fixtures do not have: damaged, hostile or from a "newer Xcode". Objects
/// are stored raw (the format allows it); IDs are real BLAKE2b-512 IDs where libcrypto has it.
public final class SyntheticXCResult {
    public let path: String

    public init(at path: String, minorVersion: Int = 53) throws {
        self.path = path
        try FileManager.default.createDirectory(atPath: path + "/Data", withIntermediateDirectories: true)
        self.minorVersion = minorVersion
    }

    private let minorVersion: Int

    /// Stores an object; returns its ID. `references` are child IDs written to its refs file.
    @discardableResult
    public func add(_ payload: String, references: [String] = []) throws -> String {
        try add(Array(payload.utf8), references: references)
    }

    @discardableResult
    public func add(_ payload: [UInt8], references: [String] = [], id forcedID: String? = nil) throws -> String {
        var refs = Self.derCount(references.count)
        var hashed: [UInt8] = []
        for reference in references {
            let entry = [0x00] + Self.digest(ofID: reference)
            hashed += entry
            refs += [0x41] + entry
        }
        let id = forcedID ?? Self.objectID(hashed: hashed, data: payload)
        try Data(payload).write(to: URL(fileURLWithPath: "\(path)/Data/data.\(id)"))
        try Data(refs).write(to: URL(fileURLWithPath: "\(path)/Data/refs.\(id)"))
        return id
    }

    /// Writes Info.plist naming `rootID`.
    public func finish(rootID: String) throws {
        let plist: [String: Any] = [
            "rootId": ["hash": rootID],
            "storage": ["backend": "fileBacked2", "compression": "standard"],
            "version": ["major": 3, "minor": minorVersion],
            "externalLocations": [Any](),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try data.write(to: URL(fileURLWithPath: path + "/Info.plist"))
    }

    static func derCount(_ count: Int) -> [UInt8] {
        if count < 0x80 { return [UInt8(count)] }
        if count <= 0xff { return [0x81, UInt8(count)] }
        return [0x82, UInt8(count >> 8), UInt8(count & 0xff)]
    }

    static func objectID(hashed: [UInt8], data: [UInt8]) -> String {
        if let hasher = BLAKE2bHasher() {
            hasher.update(hashed)
            hasher.update(data)
            return "0~" + base64URL(hasher.finalize())
        }
        // Without BLAKE2b (macOS) any unique 64 bytes make a well-formed ID.
        let sha = SHA256Hasher.hex(of: hashed + data)
        return "0~" + base64URL(Array((sha + sha).utf8.prefix(64)))
    }

    static func digest(ofID id: String) -> [UInt8] {
        var text = String(id.dropFirst(2)).replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        return Data(base64Encoded: text).map(Array.init) ?? [UInt8](repeating: 0, count: 64)
    }

    static func base64URL(_ bytes: [UInt8]) -> String { XCResultReferences.base64URL(bytes) }

    // MARK: The typed-object grammar

    public static func lstr(_ text: String) -> String { "\(text.utf8.count):\(text)" }

    public static func scalar(_ type: String, _ value: String) -> String {
        "[T[K2:_nV\(lstr(type))]K2:_vV\(lstr(value))]"
    }

    public static func string(_ value: String) -> String { scalar("String", value) }

    public static func object(_ type: String, _ fields: [(String, String)]) -> String {
        "[T[K2:_nV\(lstr(type))]" + fields.map { "K\(lstr($0.0))\($0.1)" }.joined() + "]"
    }

    public static func array(_ elements: [String]) -> String {
        "[T[K2:_nV5:Array]" + elements.joined() + "]"
    }

    public static func reference(_ id: String) -> String {
        object("Reference", [("id", string(id))])
    }

    /// A bundle with one action whose tests are `tests` (name, status, failure message or nil),
    /// all in one suite; `extraTestNodes` are appended to the suite's subtests as written.
    @discardableResult
    public func writeTestRun(
        bundleName: String = "AppTests", suite: String = "SyncTests",
        tests: [(name: String, status: String, failure: String?)],
        extraTestNodes: [String] = [], diagnosticsID: String? = nil
    ) throws -> String {
        var metadata: [String] = []
        var summaryIDs: [String] = []
        for test in tests {
            var fields: [(String, String)] = [
                ("name", Self.string(test.name)),
                ("identifier", Self.string("\(suite)/\(test.name)")),
                ("testStatus", Self.string(test.status)),
                ("duration", Self.scalar("Double", "0.25")),
            ]
            if let failure = test.failure {
                fields.append(("failureSummaries", Self.array([Self.object("ActionTestFailureSummary", [
                    ("message", Self.string(failure)),
                    ("fileName", Self.string("/src/\(suite).swift")),
                    ("lineNumber", Self.scalar("Int", "42")),
                ])])))
            }
            let summaryID = try add(Self.object("ActionTestSummary", fields))
            summaryIDs.append(summaryID)
            metadata.append(Self.object("ActionTestMetadata", [
                ("name", Self.string(test.name)),
                ("identifier", Self.string("\(suite)/\(test.name)")),
                ("testStatus", Self.string(test.status)),
                ("summaryRef", Self.reference(summaryID)),
            ]))
        }
        let group = Self.object("ActionTestSummaryGroup", [
            ("name", Self.string(suite)), ("identifier", Self.string(suite)),
            ("subtests", Self.array(metadata + extraTestNodes)),
        ])
        let plans = Self.object("ActionTestPlanRunSummaries", [("summaries", Self.array([Self.object("ActionTestPlanRunSummary", [
            ("name", Self.string("Test Scheme Action")),
            ("testableSummaries", Self.array([Self.object("ActionTestableSummary", [
                ("name", Self.string(bundleName)), ("testKind", Self.string("app hosted")),
                ("tests", Self.array([group])),
            ])])),
        ])]))])
        let testsID = try add(plans, references: summaryIDs)
        var actionResult: [(String, String)] = [("status", Self.string("succeeded")), ("testsRef", Self.reference(testsID))]
        if let diagnosticsID { actionResult.append(("diagnosticsRef", Self.reference(diagnosticsID))) }
        let root = Self.object("ActionsInvocationRecord", [("actions", Self.array([Self.object("ActionRecord", [
            ("schemeCommandName", Self.string("Test")),
            ("testPlanName", Self.string("Plan")),
            ("actionResult", Self.object("ActionResult", actionResult)),
        ])]))])
        let rootID = try add(root, references: [testsID] + (diagnosticsID.map { [$0] } ?? []))
        try finish(rootID: rootID)
        return rootID
    }
}
