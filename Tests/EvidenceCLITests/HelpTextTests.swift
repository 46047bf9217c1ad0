import EvidenceTestSupport
import Testing

/// Help is generated from the declarations; these pin it word for word, so a change to an option
/// shows up here as a reviewed diff.
@Suite struct HelpTextTests {
    @Test func collectHelp() throws {
        let outcome = try EvidenceProcess.run(["collect", "--help"], environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == """
            OVERVIEW: Pack the evidence of a test run into one reproducible, checksummed archive.

            Recognises .xcresult bundles, raw xcodebuild and swift test logs, JUnit XML, registration
            records, Info.plist files and .app bundles inside the given files and directories. Secrets
            are redacted from text evidence before it is written. The archive is written to a temporary
            file beside --output and renamed into place only when complete.

            USAGE: evidence collect [<path> ...] --output <file> [--commit <sha>] [--compression <kind>] [--threads <n>] [--xcresult <path> ...] [--log <path> ...] [--junit <path> ...] [--diagnostics <path> ...] [--plist <path> ...]

            ARGUMENTS:
              <path>  Files and directories to search for evidence.

            OPTIONS:
              --output <file>       The archive to write, e.g. run.tgz.
              --commit <sha>        The commit under test (else the CI's variable, else git rev-parse HEAD).
              --compression <kind>  gzip, zstd or none. (default: gzip)
              --threads <n>         Compression threads (default: the number of cores).
              --xcresult <path>     Archive <path> as an .xcresult bundle.
              --log <path>          Archive <path> as a raw xcodebuild or swift test log.
              --junit <path>        Archive <path> as JUnit XML.
              --diagnostics <path>  Archive <path> as registration records (evidence.diagnostic/v1 JSON Lines).
              --plist <path>        Archive <path> as the built app's Info.plist.
              -h, --help            Show help for this command.

            """)
    }

    @Test func verifyHelp() throws {
        let outcome = try EvidenceProcess.run(["verify", "--help"], environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == """
            OVERVIEW: Re-hash every entry of an archive against its manifest.

            Exits 1 and names each entry that is missing, extra or altered; exits 65 when the file is not
            an evidence archive.

            USAGE: evidence verify <archive>

            ARGUMENTS:
              <archive>  The archive written by 'evidence collect'.

            OPTIONS:
              -h, --help  Show help for this command.

            """)
    }
}
