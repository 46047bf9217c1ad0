import EvidenceCore
import EvidenceReaders
import EvidenceRun

/// The test read a file the checkout held as a Git LFS pointer: CI checked out without fetching LFS objects
/// (`actions/checkout` without `lfs: true`, no `git lfs pull`), so the build bundled the pointer's three lines
/// — `version https://git-lfs.github.com/spec/v1`, the object's id, its size — in place of the model, image or
/// database, and whatever reads it finds it corrupt. The checkout's configuration, not the code that reads it.
struct LFSPointerReadRule: ClassificationRule {
    let identifier = "lfs_pointer_read"
    let category = TriageCategory.configurationRegression
    let summary = "The test read a file the checkout held as a Git LFS pointer (collect archives such pointers): CI fetched no LFS objects, so the build bundled the pointer's few lines in place of the model, image or database, and reading it failed."

    static let pointer = "SableTests/Fixtures/MiniLM-L6-v2.mlmodel"
    static let protobufError = "XCTAssertNoThrow failed: threw error \"Error Domain=com.apple.CoreML Code=3 \"Error reading protobuf spec. validator error: unable to deserialize object\"\""

    var triggeringExamples: [RuleExample] {
        [
            // The fixture's name is in the test's helper; Core ML cannot parse the pointer it was built from.
            .failure("SableTests.EmbeddingModelLoaderTests/testCompilesFixtureModel", messages: [Self.protobufError],
                     code: ["    func testCompilesFixtureModel() {", "        XCTAssertNoThrow(try EmbeddingModelLoader.load(from: fixtureURL))"],
                     helpers: ["        Bundle(for: Self.self).url(forResource: \"MiniLM-L6-v2\", withExtension: \"mlmodel\", subdirectory: \"Fixtures\")!"],
                     lfsPointers: [Self.pointer]),
            // The failure names the file itself: an image that decodes to nothing.
            .failure("AppTests.SnapshotFixtureTests/testReferenceImageLoads", messages: ["XCTAssertNotNil failed - could not decode Fixtures/reference-dark.png"],
                     lfsPointers: ["AppTests/Fixtures/reference-dark.png"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The same error, with no pointer in the checkout: the model itself may be broken.
            .failure("SableTests.EmbeddingModelLoaderTests/testCompilesFixtureModel", messages: [Self.protobufError],
                     helpers: ["        Bundle(for: Self.self).url(forResource: \"MiniLM-L6-v2\", withExtension: \"mlmodel\", subdirectory: \"Fixtures\")!"]),
            // The pointer's name in the test, and a failure that compares values: no read of it failed.
            .failure("AppTests.ThemeTests/testDarkLogoName", messages: ["XCTAssertEqual failed: (\"logo-dark\") is not equal to (\"logo\")"],
                     code: ["        XCTAssertEqual(Theme.dark.logoName, \"logo\")"], lfsPointers: ["docs/logo.png"]),
            // A read that failed, of a file this test never names, beside a pointer in the checkout.
            .failure("SableTests.NoteSearchTests/testIndexLoads", messages: ["XCTAssertNoThrow failed: threw error \"SearchIndexError.corrupt(\"notes.idx\")\""],
                     code: ["        XCTAssertNoThrow(try SearchIndex.load(named: \"notes.idx\"))"], lfsPointers: [Self.pointer]),
        ]
    }

    /// What a failure to read a file says (lowercased): an error, a parse or decode refusing it, nothing where
    /// it was — not a value compared with another, which the file's content would not explain.
    static let readFailureWords = ["error", "threw", "deseriali", "protobuf", "corrupt", "could not", "couldn't", "cannot", "unable to",
                                   "failed to", "invalid", "not a valid", "decod", "format", "nil", "unwrap", "no such file"]

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard !context.lfsPointers.isEmpty,
              context.test.issues.contains(where: { issue in Self.readFailureWords.contains(where: issue.message.lowercased().includes) })
        else { return nil }
        let said: [FailureContext.Text] = context.test.issues.map { ($0.message, $0.evidence) }
            + (context.logLines + context.code + context.helperCode).compactMap { line in
                line.excerpt.flatMap { FailureContext.isComment($0) ? nil : ($0, line) }
            }
        for pointer in context.lfsPointers {
            let name = String(pointer.split(separator: "/").last ?? Substring(pointer))
            let stem = name.split(separator: ".").first.map(String.init) ?? name
            // The file by its name, or its resource name quoted (`forResource: "MiniLM-L6-v2", withExtension: "mlmodel"`).
            let names = [name] + (stem.count >= 4 ? ["\"\(stem)\"", "'\(stem)'"] : [])
            guard let mention = said.first(where: { text in names.contains(where: text.text.includes) }) else { continue }
            let file = EvidencePointer(path: "sources/" + pointer, line: 1, excerpt: String(decoding: ArchivedSources.lfsPointerPrefix, as: UTF8.self))
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.record, corroborated: true), stage: nil,
                reason: "The test reads `\(name)`, and the checkout held `\(pointer)` as a Git LFS pointer, not its content: the build bundled the pointer.",
                evidence: [file] + (mention.evidence.map { [$0] } ?? []) + (context.test.issues.first?.evidence.map { [$0] } ?? []).filter { $0 != mention.evidence },
                nextStep: "Fetch Git LFS objects in CI before building (`actions/checkout` with `lfs: true`, or `git lfs install && git lfs pull`), then rebuild: `\(pointer)` is still a pointer in the checkout.")
        }
        return nil
    }
}
