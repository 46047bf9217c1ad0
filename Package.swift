// swift-tools-version:6.0
import PackageDescription

// The layers that move bytes (compression, hashing, the secret scan, parsing logs, result bundles
// and manifests) are compiled optimised in debug builds too: unoptimised, they run about three times
// slower and the suite's resource-limit tests (a 64 MB manifest, a fuzzed 18 MB input) pass their
// time limits. Gate, Triage and History (rules, reports, the history's SQL) build at -Onone like the
// rest, so `assert` holds in them and a debugger sees their variables. EVIDENCE_UNOPTIMISED=1 builds
// the byte layers at -Onone too.
let byteLayerSettings: [SwiftSetting] =
    Context.environment["EVIDENCE_UNOPTIMISED"] == "1" ? [] : [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "evidence",
    products: [
        .executable(name: "evidence", targets: ["evidence"]),
        // scripts/bench/bench-collect.sh's helper (the secret scanner alone); not installed.
        .executable(name: "evidence-bench", targets: ["EvidenceBench"]),
        // What apps link to write registration records: Foundation only (Linux and iOS).
        .library(name: "EvidenceRecorder", targets: ["EvidenceRecorder"]),
    ],
    targets: [
        // C libraries: each is a system-library target with a module map; only CLibraries/ imports them.
        .systemLibrary(
            name: "CArchive",
            pkgConfig: "libarchive",
            providers: [.apt(["libarchive-dev"]), .brew(["libarchive"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .systemLibrary(
            name: "CZstd",
            pkgConfig: "libzstd",
            providers: [.apt(["libzstd-dev"]), .brew(["zstd"])]
        ),
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
        ),
        // The project's own C, imported by EvidenceRedaction/CLibraries/ alone: the secret scan's vector
        // search (Swift has no byte shuffle), each kernel compiled for its instruction set and chosen
        // at run time. Optimised in debug builds, like the byte layers.
        .target(name: "CTeddy", cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))]),
        // The library, in layers: each target depends only on those below it, so the compiler
        // rejects a cycle (as swift-nio's NIOCore / NIOPosix, swift-format's Core / API).
        // Core: errors, byte and file helpers, the data model, and the C libraries every layer needs.
        .target(
            name: "EvidenceCore",
            dependencies: [
                "CArchive",
                "CZlib",
                "CZstd",
                "CSQLite",
                "CCrypto",
            ],
            swiftSettings: byteLayerSettings
        ),
        // Readers of untrusted evidence: result bundles, logs, JUnit, registration records, plists.
        .target(name: "EvidenceReaders", dependencies: ["EvidenceCore"], swiftSettings: byteLayerSettings),
        // Finding and masking secrets, in text and inside result bundles' blobs and databases.
        .target(name: "EvidenceRedaction", dependencies: ["EvidenceCore", "EvidenceReaders", "CTeddy"], swiftSettings: byteLayerSettings),
        // The static configuration gate (its source scanner also finds, for collect, the files that register tasks).
        .target(name: "EvidenceGate", dependencies: ["EvidenceCore", "EvidenceReaders"]),
        // A collected run as data: the manifest (and its streaming reader), CI metadata, the archived
        // sources, verify's problems, and what triage reads (TriageInput). No libarchive and no
        // redaction: triage reads a run through these without the archive layer.
        .target(name: "EvidenceRun", dependencies: ["EvidenceCore", "EvidenceReaders"], swiftSettings: byteLayerSettings),
        // The evidence archive: collect, verify, signing, and reading an archive back into a run.
        .target(name: "EvidenceArchive", dependencies: ["EvidenceCore", "EvidenceReaders", "EvidenceRedaction", "EvidenceGate", "EvidenceRun"], swiftSettings: byteLayerSettings),
        // Triage: merging a run's tests, the rules, grouping, the report, comment and diff.
        .target(name: "EvidenceTriage", dependencies: ["EvidenceCore", "EvidenceReaders", "EvidenceRun"]),
        // Failure history in SQLite or PostgreSQL (libpq is linked here only: its connection lives in
        // this layer's CLibraries/, so the layers below do not pull in libpq and its Kerberos and LDAP).
        .target(name: "EvidenceHistory", dependencies: ["EvidenceCore", "EvidenceTriage", "CLibPQ"]),
        // The library product: every layer, re-exported.
        .target(
            name: "EvidenceKit",
            dependencies: [
                "EvidenceCore", "EvidenceReaders", "EvidenceRedaction", "EvidenceRun", "EvidenceArchive", "EvidenceGate", "EvidenceTriage",
                "EvidenceHistory",
            ]
        ),
        .target(name: "CommandLayer"),
        .target(name: "EvidenceRecorder"),
        // The commands, and `EvidenceCommandLine.run`, which the executable calls once and the tests
        // call in their own process (given the environment, working directory and streams).
        .target(name: "EvidenceCLI", dependencies: ["EvidenceKit", "CommandLayer"]),
        // main: the process-wide setup, then EvidenceCommandLine.run.
        .executableTarget(
            name: "evidence",
            dependencies: ["EvidenceCLI", "EvidenceKit"]
        ),
        .executableTarget(
            name: "EvidenceBench",
            dependencies: ["EvidenceCore", "EvidenceRedaction"],
            swiftSettings: byteLayerSettings
        ),
        .target(
            name: "EvidenceTestSupport",
            dependencies: ["EvidenceKit", "EvidenceCLI"],
            path: "Tests/EvidenceTestSupport"
        ),
        // A test target per layer, named after it: each holds the tests of that layer's types (which may
        // build their inputs with the layers below it, as the layer itself does).
        .testTarget(
            name: "EvidenceCoreTests",
            // CZlib: the gzip tests check our deflate against zlib's own inflate.
            dependencies: ["EvidenceCore", "EvidenceKit", "EvidenceTestSupport", "CZlib"]
        ),
        .testTarget(
            name: "EvidenceReadersTests",
            dependencies: ["EvidenceReaders", "EvidenceKit", "EvidenceTestSupport"]
        ),
        .testTarget(
            name: "EvidenceRedactionTests",
            dependencies: ["EvidenceRedaction", "EvidenceKit", "EvidenceTestSupport"],
            // SecretCorpus/: the secrets that must go and the benign lines that must stay, read by path.
            exclude: ["SecretCorpus"]
        ),
        .testTarget(
            name: "EvidenceGateTests",
            dependencies: ["EvidenceGate", "EvidenceKit", "EvidenceTestSupport"]
        ),
        .testTarget(
            name: "EvidenceRunTests",
            dependencies: ["EvidenceRun", "EvidenceKit", "EvidenceTestSupport"]
        ),
        .testTarget(
            name: "EvidenceArchiveTests",
            dependencies: ["EvidenceArchive", "EvidenceKit", "EvidenceTestSupport"]
        ),
        .testTarget(
            name: "EvidenceTriageTests",
            dependencies: ["EvidenceTriage", "EvidenceKit", "EvidenceTestSupport"],
            // Corpus/: labelled data the triage tests (and the reader tests) read by path: real phrasings,
            // scenario and held-out runs.
            exclude: ["__Snapshots__", "Corpus"]
        ),
        .testTarget(
            name: "EvidenceTestSupportTests",
            dependencies: ["EvidenceTestSupport"]
        ),
        .testTarget(
            name: "EvidenceRecorderTests",
            dependencies: ["EvidenceRecorder", "EvidenceKit", "EvidenceTestSupport"]
        ),
        .testTarget(
            name: "CommandLayerTests",
            dependencies: ["CommandLayer"]
        ),
        .testTarget(
            name: "EvidenceCLITests",
            // evidence: the tests that launch the binary need it built.
            dependencies: ["evidence", "EvidenceCLI", "EvidenceTestSupport"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
