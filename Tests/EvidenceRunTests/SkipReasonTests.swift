@testable import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file was left out is a case code decides by; the manifest records its sentence, byte for
/// byte as before, and reading a manifest gives the case back.
@Suite struct SkipReasonTests {
    /// Every case with the sentence the manifest records (the manifest's bytes depend on these).
    static let sentences: [(SkipReason, String)] = [
        (.notRecognized, "not recognised as evidence"),
        (.missing, "does not exist (--skip-missing)"),
        (.nestedTooDeep(limit: 64), "nested deeper than 64 directories"),
        (.nameNotUTF8, "its name is not valid UTF-8, so it cannot be named in the archive"),
        (.vanished, "vanished while being read"),
        (.danglingLink(target: "/tmp/gone.log"), "symbolic link to /tmp/gone.log, which does not exist"),
        (.linkToNonBundleDirectory, "symbolic link to a directory that is not a result bundle, not followed"),
        (.linkOutsideInput(target: "/etc/secret, outside"), "symbolic link to /etc/secret, outside, outside the input, not followed"),
        (.unreadableDirectory("Permission denied"), "unreadable directory: Permission denied"),
        (.appWithoutInfoPlist, "app bundle without Info.plist"),
        (.notRegularFile, "not a regular file"),
        (.unreadable("Cannot read in/secret-tokens.log: Permission denied."), "unreadable: Cannot read in/secret-tokens.log: Permission denied."),
        (.unreadableDirectoryInBundle("Cannot read R.xcresult/Data: Permission denied."), "unreadable directory in a result bundle: Cannot read R.xcresult/Data: Permission denied."),
        (.unreadableLinkInBundle, "unreadable or dangling link in a result bundle"),
        (.linkToDirectoryInBundle, "symbolic link to a directory inside a result bundle, not followed"),
        (.linkOutsideBundle(target: "/Users/me"), "symbolic link to /Users/me, outside the result bundle, not followed"),
        (.normalisationClash, "its name differs from another file's only by Unicode normalisation, and the archive cannot hold both"),
        (.keptChanging, "kept changing while it was being collected (a log still being written?)"),
        (.replacedByLink, "replaced by a symbolic link after collect listed it, not followed"),
        (.replacedByNonRegularFile, "replaced by something that is not a regular file (a FIFO, a device) after collect listed it, not read"),
        (.unredactableSecrets("UTF-16 text holding secrets, which is not redacted"), "UTF-16 text holding secrets, which is not redacted"),
        (.other("left out by a later version"), "left out by a later version"),
    ]

    @Test func eachCaseRecordsItsSentenceAndReadsBackAsItself() {
        for (reason, sentence) in Self.sentences {
            #expect(reason.sentence == sentence)
            #expect(SkipReason(recorded: sentence) == reason, "'\(sentence)' read back as \(SkipReason(recorded: sentence))")
        }
    }

    /// A path naming a secret does not make a link or an unreadable file one left out for secrets
    /// (what deciding by the sentence's words used to do).
    @Test func onlyAFileLeftOutForItsSecretsIsThatCase() {
        for (reason, _) in Self.sentences {
            let isSecrets = if case .unredactableSecrets = SkipReason(recorded: reason.sentence) { true } else { false }
            let expected = if case .unredactableSecrets = reason { true } else { false }
            #expect(isSecrets == expected, "\(reason)")
        }
    }

    @Test func theManifestHoldsTheSentenceAndDecodesTheCase() throws {
        let skipped = Self.sentences.map { SkippedInput(path: "in/x", reason: $0.0) }
        let json = try JSONEncoder().encode(skipped)
        let recorded = try JSONSerialization.jsonObject(with: json) as? [[String: String]]
        #expect(recorded?.map { $0["reason"] } == Self.sentences.map(\.1))
        #expect(try JSONDecoder().decode([SkippedInput].self, from: json) == skipped)
    }

    /// A real collect: the unrecognised file and the missing input come back from the archive's
    /// manifest as their cases, with the sentences as written.
    @Test func aCollectedManifestGivesTheCasesBack() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in/notes.bin", Data([0x00, 0x01, 0x02, 0xFF]))
        try directory.write("in/build.log", "Test Case '-[AppTests.T testA]' started.\nTest Case '-[AppTests.T testA]' passed (0.001 seconds).\n")
        let archive = directory.path("run.tgz")
        var request = CollectRequest(
            inputs: [.init(path: directory.path("in")), .init(path: directory.path("absent"))], output: archive,
            commit: "0123456789abcdef0123456789abcdef01234567", environment: [:], workingDirectory: directory.path)
        request.skipsMissingInputs = true
        _ = try Collector.collect(request)
        let manifest = try Manifest.decode(try ArchiveRewriter.entries(of: archive)[0].contents, archive: "run.tgz")
        #expect(manifest.skipped.map(\.reason) == [.notRecognized, .missing])
        let text = String(decoding: try ArchiveRewriter.entries(of: archive)[0].contents, as: UTF8.self)
        #expect(text.contains("\"reason\" : \"not recognised as evidence\""))
        #expect(text.contains("\"reason\" : \"does not exist (--skip-missing)\""))
    }

    /// The audit's leak: a link whose target holds a token was skipped with the target quoted in the
    /// manifest (and the warning) as it was. The target is redacted like a file name, and counted.
    @Test func aQuotedLinkTargetIsRedacted() throws {
        let token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
        let directory = try TemporaryDirectory()
        try directory.write("in/build.log", "Test Case '-[AppTests.T testA]' started.\n")
        symlink("/nonexistent/\(token)/x.log", directory.path("in/dangling.log"))
        let outside = try directory.write("outside/build_\(token).log", "Test Case '-[AppTests.T testB]' started.\n")
        symlink(outside, directory.path("in/outside.log"))
        let archive = directory.path("run.tgz")
        let request = CollectRequest(
            inputs: [.init(path: directory.path("in"))], output: archive, commit: "0123456789abcdef0123456789abcdef01234567", environment: [:],
            workingDirectory: directory.path)
        let result = try Collector.collect(request)
        let text = String(decoding: try ArchiveRewriter.entries(of: archive)[0].contents, as: UTF8.self)
        #expect(!text.contains("A1b2C3d4E5f6G7h8"))
        let reasons = result.manifest.skipped.map(\.reason)
        #expect(reasons.contains(.danglingLink(target: "/nonexistent/[REDACTED:github-token]/x.log")))
        #expect(reasons.contains {
            guard case .linkOutsideInput(let target) = $0 else { return false }
            return target.hasSuffix("/outside/build_[REDACTED:github-token].log")
        })
        #expect(result.manifest.redactions.byRule["github-token"] == 2)
    }
}
