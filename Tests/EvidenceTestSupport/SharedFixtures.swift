import Foundation
import Testing

/// Whether `../shared/fixtures` (real public data kept beside the repository, never copied into it)
/// is there. The team's machines have it; a bare clone and the project's GitHub CI
/// (.github/workflows/ci.yml checks out this repository only) do not: there the tests that read it
/// are skipped, each with one line, everything else still runs, and scripts/test.sh prints how many.
public enum SharedFixtures {
    public static let directory: String = TestPaths.shared.appendingPathComponent("fixtures").path

    /// `EVIDENCE_WITHOUT_SHARED_FIXTURES=1` runs the suite as a bare clone would, without cloning.
    public static let available: Bool = {
        if ProcessInfo.processInfo.environment["EVIDENCE_WITHOUT_SHARED_FIXTURES"] == "1" { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
    }()

    /// The skip comment; `scripts/test.sh` counts the skipped tests by this text, so keep them in step.
    public static let absenceReason = "../shared/fixtures is absent (real public data kept beside the repository, not redistributed with it: neither a clone nor the GitHub CI of the project has it)"

    /// The fixture bundle `xcresult/<name>.xcresult` when the fixtures are there; else a bundle of 40
    /// tests (some failing) written at `fallback`. For tests whose point is what collect, verify or
    /// the archive do with a bundle, not what a real one holds.
    public static func resultBundle(_ name: String, orSyntheticAt fallback: String) throws -> String {
        if available { return TestPaths.fixture("xcresult/\(name).xcresult") }
        try SyntheticXCResult(at: fallback).writeTestRun(tests: (0..<40).map { index in
            let fails = index % 7 == 0
            return ("test\(index)()", fails ? "Failure" : "Success", fails ? "XCTAssertEqual failed: (\"\(index)\") is not equal to (\"0\")" : nil)
        })
        return fallback
    }

    /// The names in a fixture folder, sorted, for parameterised tests; empty when the fixtures are
    /// absent (such a test also carries `.requiresSharedFixtures`, so it is skipped, not vacuous).
    public static func contents(of relative: String) throws -> [String] {
        guard available else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: TestPaths.fixture(relative)).sorted()
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips a test that reads `../shared/fixtures` when that folder is absent. Put it on each such
    /// test rather than on a suite: `scripts/test.sh` counts one skip line per test.
    public static var requiresSharedFixtures: Self {
        .enabled(if: SharedFixtures.available, Comment(rawValue: SharedFixtures.absenceReason))
    }
}
