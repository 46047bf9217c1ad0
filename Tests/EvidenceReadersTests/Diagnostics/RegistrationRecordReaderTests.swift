import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

@Suite struct RegistrationRecordReaderTests {
    @Test func badLinesAreReportedByNumberAndTheRestKept() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("records.jsonl", """
            {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"registration","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:03Z"}
            not json at all
            {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.cleanup","taskKind":"processing","phase":"submission","outcome":"failed","errorType":"BGTaskScheduler.Error.notPermitted","timestamp":"2026-11-20T09:14:04Z"}\r
            {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.cleanup","taskKind":"nightly","phase":"launch","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:15:00Z"}

            {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"launch","outcome":"succeeded","errorType":null,"timestamp":"x","payload":"secret"}
            {"schema":"evidence.diagnostic/v2","identifier":"a.b","taskKind":"appRefresh","phase":"launch","outcome":"succeeded","errorType":null,"timestamp":"x"}
            """)
        let reading = try RegistrationRecordReader.read(path: path, evidencePath: "diagnostics/records.jsonl")
        #expect(reading.records.map(\.identifier) == ["com.example.app.refresh", "com.example.app.cleanup"])
        #expect(reading.records[1].taskKind == .processing)
        #expect(reading.records[1].errorType == "BGTaskScheduler.Error.notPermitted")
        #expect(reading.records[1].evidence == EvidencePointer(path: "diagnostics/records.jsonl", line: 3, excerpt: reading.records[1].evidence.excerpt))
        #expect(reading.problems.map(\.line) == [2, 4, 6, 7])
        #expect(reading.problems[0].message == "not a JSON object")
        #expect(reading.problems[1].message.contains("\"taskKind\" is \"nightly\""))
        #expect(reading.problems[2].message.contains("unexpected key \"payload\""))
        #expect(reading.problems[3].message.contains("schema"))
    }

    static func record(test: String) -> String {
        #"{"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"launch","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:03Z","test":""# + test + #""}"#
    }

    /// A record names the test it was written under (`Suite/name`, with a module, a Swift Testing
    /// function with its labels); older records without `test` read as before, with none.
    @Test(arguments: ["BackgroundRefreshTests/testRefreshRuns", "AppUITests.BackgroundRefreshTests/testRefreshRuns",
                      "SyncJobTests/repeatedRunIsIdempotent(count:)", "App/Nested.Suite/test_1-a"])
    func aRecordCarriesItsTest(_ test: String) throws {
        let directory = try TemporaryDirectory()
        let old = #"{"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"registration","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:02Z"}"#
        let path = try directory.write("records.jsonl", old + "\n" + Self.record(test: test) + "\n")
        let reading = try RegistrationRecordReader.read(path: path)
        #expect(reading.problems.isEmpty)
        #expect(reading.records.map(\.test) == [nil, test])
    }

    /// `test` is an identifier, never free text: a line whose `test` is anything else is reported.
    @Test(arguments: ["", "testRefreshRuns", "Suite/", "/name", "Suite//name", "Suite/ refresh", "Suite/test refresh ", "Suite/name\\u0000",
                      "Suite/name?token=abc", "Suite/" + String(repeating: "a", count: 300)])
    func aTestThatIsNotAnIdentifierIsRejected(_ test: String) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("records.jsonl", Self.record(test: test) + "\n")
        let reading = try RegistrationRecordReader.read(path: path)
        #expect(reading.records.isEmpty)
        #expect(reading.problems.map(\.message).first?.hasPrefix("\"test\" is not a test identifier") == true, "\(reading.problems)")
    }

    @Test(arguments: ["null", "42", "[\"Suite/name\"]"])
    func aTestThatIsNotAStringIsRejected(_ value: String) throws {
        let directory = try TemporaryDirectory()
        let line = Self.record(test: "Suite/name").replacingOccurrences(of: #""test":"Suite/name""#, with: #""test":"# + value)
        let path = try directory.write("records.jsonl", line + "\n")
        let reading = try RegistrationRecordReader.read(path: path)
        #expect(reading.records.isEmpty)
        #expect(reading.problems.count == 1 && reading.problems[0].message.hasPrefix("\"test\" is not a test identifier"))
    }

    @Test func missingFileIsInputUnavailable() {
        #expect {
            try RegistrationRecordReader.read(path: "/nonexistent/records.jsonl")
        } throws: { ($0 as? EvidenceError)?.kind == .inputUnavailable }
    }
}
