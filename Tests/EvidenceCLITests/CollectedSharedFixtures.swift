import EvidenceTestSupport
import Foundation

/// `../shared/fixtures` collected once by the real binary, as a GitHub Actions run would (so the
/// manifest's `ci` object is written), for the tests that only read that archive: collecting all the
/// fixtures costs seconds, and each test writes the same bytes to its own folder.
enum CollectedSharedFixtures {
    struct CollectFailed: Error, CustomStringConvertible {
        var description: String
    }

    static let environment = EvidenceProcess.cleanEnvironment([
        "SOURCE_DATE_EPOCH": "1764000000", "GITHUB_ACTIONS": "true", "GITHUB_SERVER_URL": "https://github.com",
        "GITHUB_REPOSITORY": "example/app", "GITHUB_RUN_ID": "42", "GITHUB_JOB": "test", "GITHUB_REF_NAME": "main",
    ])

    /// The archive's bytes, or why `evidence collect` failed (each test that reads it then fails).
    private static let archive = Result<Data, any Error> {
        let directory = try TemporaryDirectory()
        let output = directory.path("run.tgz")
        let outcome = try EvidenceProcess.run(["collect", TestPaths.fixture(""), "--output", output, "--commit", "0123abc"], environment: environment)
        guard outcome.status == 0 else {
            throw CollectFailed(description: "evidence collect of the shared fixtures exited \(outcome.status): \(outcome.standardError)")
        }
        return try Data(contentsOf: URL(fileURLWithPath: output))
    }

    /// Writes the archive to `name` in `directory` and returns its path.
    static func write(in directory: TemporaryDirectory, name: String = "run.tgz") throws -> String {
        try directory.write(name, try archive.get())
    }
}
