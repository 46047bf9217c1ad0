import EvidenceKit
import Foundation

/// Writes an xcodebuild test log of one suite, for archives whose tests the test chooses: each
/// test passes, fails (with an assertion in the job, or a configuration message), or fails and then
/// passes on a retry (flaky).
public enum RunLogWriter {
    public enum Outcome {
        case passed
        case failed
        case failedConfiguration
        case flaky
        /// A failed assertion with this message (another cause than `failed`'s).
        case failedSaying(String)
    }

    public static func log(_ tests: [(name: String, outcome: Outcome)], suite: String = "JobTests", module: String = "AppTests") -> String {
        var lines = ["Test Suite 'All tests' started at 2026-11-20 09:14:01.120.", "Test Suite '\(suite)' started at 2026-11-20 09:14:01.122."]
        for (name, outcome) in tests {
            let test = "-[\(module).\(suite) \(name)]"
            lines.append("Test Case '\(test)' started.")
            switch outcome {
            case .passed:
                lines.append("Test Case '\(test)' passed (0.003 seconds).")
            case .failed, .flaky:
                lines.append("/src/\(suite).swift:42: error: \(test) : XCTAssertEqual failed: (\"14\") is not equal to (\"7\") - running the job twice must not duplicate items")
                lines.append("Test Case '\(test)' failed (0.021 seconds).")
                if case .flaky = outcome {
                    lines.append("Test Case '\(test)' started.")
                    lines.append("Test Case '\(test)' passed (0.004 seconds).")
                }
            case .failedSaying(let message):
                lines.append("/src/\(suite).swift:57: error: \(test) : \(message)")
                lines.append("Test Case '\(test)' failed (0.021 seconds).")
            case .failedConfiguration:
                lines.append("2026-11-20 09:14:01.130 App[4242:61234] Registration rejected; com.example.app.cleanup is not advertised in the application's Info.plist")
                lines.append("/src/\(suite).swift:31: error: \(test) : XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"\"")
                lines.append("Test Case '\(test)' failed (0.014 seconds).")
            }
        }
        lines.append("Test Suite '\(suite)' failed at 2026-11-20 09:14:01.140.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same run as fastlane's trainer writes it in JUnit: the test target as the `<testsuite>`,
    /// the class alone as `classname` — no module — and the failure's place in the message.
    public static func fastlaneJUnit(_ tests: [(name: String, outcome: Outcome)], suite: String = "JobTests", module: String = "AppTests") -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites>", "  <testsuite name=\"\(module)\">"]
        for (name, outcome) in tests {
            if case .passed = outcome {
                lines.append("    <testcase classname=\"\(suite)\" name=\"\(name)\" time=\"0.003\"/>")
                continue
            }
            lines.append("    <testcase classname=\"\(suite)\" name=\"\(name)\" time=\"0.021\">")
            lines.append("      <failure message=\"XCTAssertEqual failed: (&quot;14&quot;) is not equal to (&quot;7&quot;) - running the job twice must not duplicate items (/src/\(suite).swift#EndingLineNumber=42&amp;StartingLineNumber=42)\"/>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where a run's results are read from.
    public enum Form: Sendable {
        /// The raw xcodebuild log (`-[Module.Suite test]`).
        case log
        /// fastlane's JUnit (`Suite/test`, no module).
        case fastlaneJUnit
    }

    /// An archive `<commit>.tgz` in `directory` that collect made of such a log, dated `day` days
    /// after 2025-11-24 (SOURCE_DATE_EPOCH: the archive's time is the run's time). Collected in
    /// process, as `evidence collect <log> --output <archive> --commit <commit>` would with the
    /// same clean environment: these archives are the input of the commands under test, and the
    /// dozens a history needs cost a process start each otherwise.
    public static func archive(_ tests: [(name: String, outcome: Outcome)], commit: String, day: Int = 0, form: Form = .log, in directory: TemporaryDirectory) throws -> String {
        let log = form == .log
            ? try directory.write("\(commit)/logs/xcodebuild-test.log", Self.log(tests))
            : try directory.write("\(commit)/junit/report.junit", Self.fastlaneJUnit(tests))
        let archive = directory.path("\(commit).tgz")
        _ = try Collector.collect(CollectRequest(
            inputs: [.init(path: log)], output: archive, commit: commit,
            environment: EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": String(1_764_000_000 + day * 86_400)])))
        return archive
    }
}
