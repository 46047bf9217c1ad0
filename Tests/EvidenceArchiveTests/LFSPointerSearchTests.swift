@testable import EvidenceArchive
import EvidenceCore
import EvidenceTestSupport
import Foundation
import Testing

/// `collect` looks for Git LFS pointers where the checkout's `.gitattributes` routes files through LFS: its
/// patterns as git reads their common forms, only small regular files inside the checkout opened.
@Suite struct LFSPointerSearchTests {
    static let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"

    @Test func patternsMatchAsGitReadsThem() {
        let search = LFSPointerSearch(attributes: """
            # models and fixtures
            *.mlmodel filter=lfs diff=lfs merge=lfs -text
            *.tar.gz filter=lfs diff=lfs merge=lfs -text
            **/*.bin filter=lfs diff=lfs merge=lfs -text
            Fixtures/** filter=lfs diff=lfs merge=lfs -text
            *.mlpackage/** filter=lfs diff=lfs merge=lfs -text
            *.png -text
            [attr]binary -diff -merge -text

            """)
        #expect(search.patterns == ["*.mlmodel", "*.tar.gz", "*.bin", "Fixtures/**", "*.mlpackage/**"])
        for routed in ["App/Models/MiniLM.mlmodel", "data/archive.tar.gz", "a/b/c/weights.bin", "Fixtures/db/v3.sqlite", "Models/Embed.mlpackage/Data/weights"] {
            #expect(search.routes(routed), "\(routed)")
        }
        for kept in ["App/Icon.png", "App/Models/MiniLM.mlmodelc/model.espresso", "Tests/Fixtures.swift", "data/archive.tar"] {
            #expect(!search.routes(kept), "\(kept)")
        }
    }

    @Test func onlySmallPointersInsideTheCheckoutAreFound() throws {
        let directory = try TemporaryDirectory()
        try directory.write("checkout/.gitattributes", "*.mlmodel filter=lfs diff=lfs merge=lfs -text\nFixtures/** filter=lfs -text\n")
        try directory.write("checkout/App/MiniLM.mlmodel", Self.pointer)
        try directory.write("checkout/Fixtures/store.sqlite", Self.pointer)
        try directory.write("checkout/App/Pulled.mlmodel", String(repeating: "model bytes ", count: 200))
        try directory.write("checkout/App/notes.txt", Self.pointer)
        try directory.write("checkout/.build/Cached.mlmodel", Self.pointer)
        try directory.write("outside/Elsewhere.mlmodel", Self.pointer)
        try FileManager.default.createSymbolicLink(atPath: directory.path("checkout/App/Linked.mlmodel"), withDestinationPath: "../../outside/Elsewhere.mlmodel")
        let root = CanonicalPath.of(directory.path("checkout"))
        #expect(LFSPointerSearch.pointers(under: root) == ["App/MiniLM.mlmodel", "Fixtures/store.sqlite"])
        // Without LFS patterns, nothing is walked or found.
        try directory.write("checkout/.gitattributes", "*.png -text\n")
        #expect(LFSPointerSearch.pointers(under: root).isEmpty)
    }
}
