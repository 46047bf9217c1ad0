import Foundation
import Testing

/// Whether `../shared/fixtures` (real public data kept beside the repository, never copied into it)
/// is there. The team's machines and the project's CI have it (.github/workflows/ci.yml checks it
/// out beside the repository from the repository its EVIDENCE_FIXTURES_REPOSITORY variable names, and
/// sets EVIDENCE_REQUIRE_SHARED_FIXTURES=1: absent there, the tests that read it fail instead of
/// skipping). A user's bare clone does not: there those tests are skipped, each with one line,
/// everything else still runs, and scripts/test.sh prints how many.
public enum SharedFixtures {
    public static let directory: String = TestPaths.shared.appendingPathComponent("fixtures").path

    /// `EVIDENCE_WITHOUT_SHARED_FIXTURES=1` runs the suite as a bare clone would, without cloning.
    /// `EVIDENCE_REQUIRE_SHARED_FIXTURES=1` (the project's CI): the fixture tests run, and fail, when
    /// the folder is absent, rather than skip.
    public static let required: Bool = ProcessInfo.processInfo.environment["EVIDENCE_REQUIRE_SHARED_FIXTURES"] == "1"

    public static let available: Bool = {
        if ProcessInfo.processInfo.environment["EVIDENCE_WITHOUT_SHARED_FIXTURES"] == "1" { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
    }()

    /// The skip comment; `scripts/test.sh` counts the skipped tests by this text, so keep them in step.
    public static let absenceReason = "../shared/fixtures is absent (real public data kept beside the repository, not redistributed with it: a clone does not have it)"

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
        guard available || required else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: TestPaths.fixture(relative)).sorted()
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips a test that reads `../shared/fixtures` when that folder is absent. Put it on each such
    /// test rather than on a suite: `scripts/test.sh` counts one skip line per test.
    public static var requiresSharedFixtures: Self {
        .enabled(if: SharedFixtures.available || SharedFixtures.required, Comment(rawValue: SharedFixtures.absenceReason))
    }
}
